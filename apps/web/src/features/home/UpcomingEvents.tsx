import type { SkyEvent } from '@cosmos/contracts';
import { Campaign, Event, EventAvailable, WarningAmber } from '@mui/icons-material';
import {
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/ui/QueryState';
import { upcomingEventsQuery } from '../../lib/api/queries/science';
import { download, icsEvent } from '../../lib/ics';
import { formatDateTime, i18n } from '../../lib/i18n';
import { useDeferredData } from '../../lib/render/deferred';
import { useTranslation } from 'react-i18next';

const ICON = { event: Event, update: Campaign, alert: WarningAmber } as const;
/** An event is an instant (its peak or start); the calendar entry lasts an hour from then. */
const EVENT_LENGTH_MS = 3_600_000;

/** "Add to calendar": the event as a one-event .ics file, made in the browser (a visible pass: its visible end). */
export function addToCalendar(e: SkyEvent) {
  const text = icsEvent({
    uid: `event-${e.id}`,
    start: e.date,
    end: e.end ?? new Date(Date.parse(e.date) + EVENT_LENGTH_MS).toISOString(),
    summary: e.title,
    description: e.detail,
  });
  download(`${e.id}.ics`, text);
}

export function UpcomingEvents() {
  const { t, i18n: ui } = useTranslation('home');
  // A change of interface language asks again: the server writes the texts in the Settings language.
  const q = useQuery(upcomingEventsQuery(ui.language, i18n.t('home:errors.fetchEvents')));
  const events = useDeferredData(q.data);
  return (
    <Card component="section" aria-labelledby="events-title">
      <CardContent>
        <Typography id="events-title" variant="h6" component="h2">
          {t('events.title')}
        </Typography>
        <QueryState isLoading={q.isLoading || events.arriving} error={q.error} onRetry={() => q.refetch()}>
          <List dense>
            {(events.data ?? []).map((e) => {
              const Icon = ICON[e.kind];
              return (
                <ListItem
                  key={e.id}
                  data-kind={e.kind}
                  secondaryAction={
                    <Tooltip title={t('events.addToCalendar')}>
                      <IconButton
                        edge="end"
                        aria-label={t('events.addToCalendarOf', { title: e.title })}
                        onClick={() => addToCalendar(e)}
                      >
                        <EventAvailable />
                      </IconButton>
                    </Tooltip>
                  }
                >
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
