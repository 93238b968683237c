import { formatPass, type LaunchTrains } from '@cosmos/contracts';
import { Box, Card, CardContent, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../lib/i18n/format';
import { paths } from '../../lib/paths';

/** Launch trains: a fresh launch's objects still strung along one orbit, and when to see them (their lead's passes). */
export function TrainsCard({ data }: { data: LaunchTrains }) {
  const { t, i18n } = useTranslation('sky');
  const tz = data.station?.timeZone;
  return (
    <Card data-testid="trains-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t('trains.title')}
          </Typography>
          <Chip
            size="small"
            color={data.source === 'sample' ? 'warning' : 'default'}
            label={t(`trains.source.${data.source}`)}
            data-testid="trains-source"
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('trains.intro', { days: data.windowDays })}
        </Typography>
        {data.sourceError && (
          <Typography variant="body2" color="text.secondary">
            {t('trains.sourceError')}
          </Typography>
        )}
        {data.trains.map((train) => (
          <Box key={train.launch + train.leadId} sx={{ mt: 1.5 }} data-testid="train">
            <Typography sx={{ fontWeight: 600 }}>
              {t('trains.line', {
                name: train.name,
                n: formatNumber(train.members),
                km: formatNumber(train.lengthKm),
                launch: train.launch,
              })}
            </Typography>
            <Typography variant="body2">
              {t('trains.lead')}{' '}
              {data.source === 'catalogue' ? (
                <Link component={RouterLink} to={paths.object.to(train.leadId)}>
                  {train.leadName}
                </Link>
              ) : (
                train.leadName
              )}
            </Typography>
            {!data.station ? (
              <Typography variant="body2" color="text.secondary">
                {t('trains.noPlace')}
              </Typography>
            ) : train.passes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('trains.noPasses')}
              </Typography>
            ) : (
              <List dense disablePadding>
                {train.passes.map((p) => (
                  <ListItem key={p.rise.time} disableGutters>
                    <ListItemText
                      secondary={formatPass(p, { timeZone: tz, lang: i18n.language, withDate: true })}
                      slotProps={{ secondary: { 'data-testid': 'train-pass' } as object }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
