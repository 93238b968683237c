import { Button, Card, CardContent } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { TicketThread } from './TicketThread';
import { paths } from '../../lib/paths';
import { useCan } from '../../lib/permissions';

export function TicketPage() {
  const { id } = useParams();
  const canSeeQueue = useCan('ticket.listAll');
  const back = canSeeQueue ? paths.ticketQueue.to() : paths.myTickets.to();
  return (
    <>
      <PageHeader
        title="Ticket"
        action={
          <Button component={RouterLink} to={back}>
            Back to tickets
          </Button>
        }
      />
      <Card>
        <CardContent>{id && <TicketThread id={id} />}</CardContent>
      </Card>
    </>
  );
}
