import { Button, Card, CardContent } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { useAuth } from '../../lib/auth/auth-store';
import { TicketThread } from './TicketThread';

export function TicketPage() {
  const { id } = useParams();
  const role = useAuth((s) => s.user?.role);
  const back = role === 'agent' || role === 'admin' ? '/support/queue' : '/support/tickets';
  return (
    <>
      <PageHeader title="Ticket" action={<Button component={RouterLink} to={back}>Back to tickets</Button>} />
      <Card>
        <CardContent>{id && <TicketThread id={id} />}</CardContent>
      </Card>
    </>
  );
}
