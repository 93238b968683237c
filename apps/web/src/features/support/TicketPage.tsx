import { Button, Card, CardContent } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { TicketThread } from './TicketThread';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';
import { useTranslation } from 'react-i18next';

export function TicketPage() {
  const { t } = useTranslation('support');
  const { id } = useParams();
  const canSeeQueue = useCan('ticket.listAll');
  const back = canSeeQueue ? paths.ticketQueue.to() : paths.myTickets.to();
  return (
    <>
      <PageHeader
        title={t('ticket.title')}
        action={
          <Button component={RouterLink} to={back}>
            {t('ticket.back')}
          </Button>
        }
      />
      <Card>
        <CardContent>{id && <TicketThread id={id} />}</CardContent>
      </Card>
    </>
  );
}
