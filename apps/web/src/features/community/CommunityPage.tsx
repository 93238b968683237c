import { BugReport, Forum, Lightbulb, Search, SupportAgent } from '@mui/icons-material';
import {
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { useCategories, useCommunitySearch, useCommunityStatus } from './api/read';
import { categoryDescription, categoryName } from './labels';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

const ICONS = { general: Forum, technical: SupportAgent, feature: Lightbulb, bug: BugReport } as const;

/** /community: the four categories with their counts, a search over threads and replies, and the staff queue link. */
export function CommunityPage() {
  const { t } = useTranslation('community');
  const cats = useCategories();
  const status = useCommunityStatus();
  const [q, setQ] = useState('');
  const search = useCommunitySearch(q);
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          status.data?.staff && (
            <Button component={RouterLink} to={paths.communityReports.to()} variant="outlined">
              {t('reportQueue')}
            </Button>
          )
        }
      />
      <TextField
        fullWidth
        placeholder={t('searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': t('searchLabel'), maxLength: 200 },
        }}
      />
      {q.trim().length >= 2 && (
        <Card sx={{ mb: 3 }}>
          <List aria-label={t('searchResults')}>
            {search.data?.length === 0 && (
              <ListItem>
                <ListItemText primary={t('noMatch')} />
              </ListItem>
            )}
            {search.data?.map((h) => (
              <ListItem disablePadding key={h.thread.id}>
                <ListItemButton component={RouterLink} to={paths.communityThread.to(h.thread.id)} divider>
                  <ListItemText
                    primary={h.thread.title}
                    secondary={`${categoryName(h.thread.category)} · ${h.snippet}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      <QueryState isLoading={cats.isLoading} error={cats.error} onRetry={() => cats.refetch()}>
        <Grid container spacing={2}>
          {cats.data?.map((c) => {
            const Icon = ICONS[c.id];
            return (
              <Grid key={c.id} size={{ xs: 12, sm: 6 }}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={paths.communityCategory.to(c.id)} sx={{ height: '100%' }}>
                    <CardContent>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                        <Icon color="primary" />
                        <Typography variant="h6" component="h2">
                          {categoryName(c.id)}
                        </Typography>
                      </Stack>
                      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                        {categoryDescription(c.id)}
                      </Typography>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Chip size="small" label={t('threads', { count: c.threadCount })} />
                        <Chip
                          size="small"
                          color={c.activeCount ? 'success' : 'default'}
                          variant="outlined"
                          label={t('active', { count: c.activeCount })}
                          data-testid={`active-${c.id}`}
                        />
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </QueryState>
    </>
  );
}
