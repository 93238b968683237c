import { Add } from '@mui/icons-material';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { NewTicketDialog } from './NewTicketDialog';
import { useSupport } from './support-store';
import { STATUS_COLOR, TicketThread } from './TicketThread';
import { useMyTickets } from './tickets-api';
import { useTicketLive } from './use-ticket-live';

/** My Tickets: the list (newest first) and the selected ticket beside it. */
export function MyTicketsPage() {
  useTicketLive();
  const q = useMyTickets();
  const { tickets, selectedTicket, select } = useSupport();
  const [creating, setCreating] = useState(false);
  // Nothing chosen yet (a fresh visit): show the newest ticket rather than an empty pane.
  useEffect(() => {
    if (!selectedTicket && tickets[0]) select(tickets[0].id);
  }, [selectedTicket, tickets, select]);
  return (
    <>
      <PageHeader
        title="My Tickets"
        subtitle="Your conversations with the support team"
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New ticket
          </Button>
        }
      />
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              {tickets.length === 0 ? (
                <CardContent>
                  <Typography color="text.secondary">No tickets yet.</Typography>
                </CardContent>
              ) : (
                <List aria-label="Tickets">
                  {tickets.map((t) => (
                    <ListItem disablePadding key={t.id}>
                      <ListItemButton selected={selectedTicket?.id === t.id} onClick={() => select(t.id)}>
                        <ListItemText
                          primary={`#${t.number} ${t.subject}`}
                          secondary={new Date(t.updatedAt).toLocaleString()}
                        />
                        <Chip size="small" label={t.status} color={STATUS_COLOR[t.status]} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent>
                {selectedTicket ? (
                  <TicketThread id={selectedTicket.id} />
                ) : (
                  <Typography color="text.secondary">Select a ticket to see the conversation.</Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </QueryState>
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
    </>
  );
}
