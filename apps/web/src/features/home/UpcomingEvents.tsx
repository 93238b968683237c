import type { SkyEvent } from '@cosmos/contracts';
import { Campaign, Event, WarningAmber } from '@mui/icons-material';
import { Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/ui/QueryState';
import { api } from '../../lib/api';
import { formatDateTime, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

const ICON = { event: Event, update: Campaign, alert: WarningAmber } as const;

export function UpcomingEvents() {
  const { t } = useTranslation('home');
  const q = useQuery({
    queryKey: ['events', 'upcoming'],
    queryFn: () => api<SkyEvent[]>('/api/events/upcoming', { failMessage: i18n.t('home:errors.fetchEvents') }),
  });
  return (
    <Card component="section" aria-labelledby="events-title">
      <CardContent>
        <Typography id="events-title" variant="h6" component="h2">
          {t('events.title')}
        </Typography>
        <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => q.refetch()}>
          <List dense>
            {(q.data ?? []).map((e) => {
              const Icon = ICON[e.kind];
              return (
                <ListItem key={e.id} data-kind={e.kind}>
                  <ListItemIcon>
                    <Icon color={e.kind === 'alert' ? 'warning' : 'primary'} />
                  </ListItemIcon>
                  <ListItemText primary={e.title} secondary={`${formatDateTime(e.date)} · ${e.detail}`} />
                </ListItem>
              );
            })}
          </List>
        </QueryState>
      </CardContent>
    </Card>
  );
}
