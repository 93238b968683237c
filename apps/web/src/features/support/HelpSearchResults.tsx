import { Article, HelpOutlined, Star } from '@mui/icons-material';
import { Card, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHelpSearch } from './tickets-api';
import { useTranslation } from 'react-i18next';

const ICON = { faq: HelpOutlined, doc: Article, plan: Star };

/** As-you-type results over the FAQ, the documentation and plan features (BM25 on the server). */
export function HelpSearchResults({ query }: { query: string }) {
  const { t } = useTranslation('support');
  const deferred = useDeferredValue(query);
  const q = useHelpSearch(deferred);
  if (!query.trim()) return null;
  const hits = q.data ?? [];
  return (
    <Card sx={{ mb: 2 }} aria-live="polite">
      {q.isFetching && <LinearProgress />}
      <List dense aria-label={t('search.results')}>
        {!q.isFetching && hits.length === 0 && (
          <ListItem>
            <ListItemText primary={t('search.none')} />
          </ListItem>
        )}
        {hits.map((h) => {
          const Icon = ICON[h.kind];
          const external = h.href.startsWith('/api/');
          return (
            <ListItem disablePadding key={`${h.kind}-${h.id}`}>
              <ListItemButton
                {...(external ? { component: 'a', href: h.href } : { component: RouterLink, to: h.href })}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={h.title} secondary={h.snippet} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}
