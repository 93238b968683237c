import { Button, Card, CardContent } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useAuth } from '../auth/auth-store';
import { TicketThread } from './TicketThread';
import { paths } from '../../lib/paths';

export function TicketPage() {
  const { id } = useParams();
  const role = useAuth((s) => s.user?.role);
  const back = role === 'agent' || role === 'admin' ? paths.ticketQueue.to() : paths.myTickets.to();
  return (
    <>
      <PageHeader title="Ticket" action={<Button component={RouterLink} to={back}>Back to tickets</Button>} />
      <Card>
        <CardContent>{id && <TicketThread id={id} />}</CardContent>
      </Card>
    </>
  );
}
