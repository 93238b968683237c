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
import { formatDateTime } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

/** My Tickets: the list (newest first) and the selected ticket beside it. */
export function MyTicketsPage() {
  const { t: tr } = useTranslation('support');
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
        title={tr('myTickets.title')}
        subtitle={tr('myTickets.subtitle')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {tr('newTicket.title')}
          </Button>
        }
      />
      <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              {tickets.length === 0 ? (
                <CardContent>
                  <Typography color="text.secondary">{tr('myTickets.empty')}</Typography>
                </CardContent>
              ) : (
                <List aria-label={tr('myTickets.list')}>
                  {tickets.map((t) => (
                    <ListItem disablePadding key={t.id}>
                      <ListItemButton selected={selectedTicket?.id === t.id} onClick={() => select(t.id)}>
                        <ListItemText primary={`#${t.number} ${t.subject}`} secondary={formatDateTime(t.updatedAt)} />
                        <Chip size="small" label={tr(`status.${t.status}`)} color={STATUS_COLOR[t.status]} />
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
                  <Typography color="text.secondary">{tr('myTickets.select')}</Typography>
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
