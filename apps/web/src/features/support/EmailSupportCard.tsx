import { MailOutlined } from '@mui/icons-material';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supportChannelsQuery } from '../../lib/api/queries/support';
import { i18n } from '../../lib/i18n';

/**
 * Email support (issue 18): every answer to a ticket also arrives by mail, and replying to it continues the ticket.
 * The address is shown, and said to open tickets, only when the server really receives mail there.
 */
export function EmailSupportCard() {
  const { t } = useTranslation('support');
  const channels = useQuery(supportChannelsQuery(i18n.t('support:errors.channels')));
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <MailOutlined color="primary" aria-hidden />
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="h2">
              {t('email.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('email.replies')}
            </Typography>
            {channels.data?.inboundEmail && (
              <Typography variant="body2" color="text.secondary">
                {t('email.write')} <Link href={`mailto:${channels.data.email}`}>{channels.data.email}</Link>
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
