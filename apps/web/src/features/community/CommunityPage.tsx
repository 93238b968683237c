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
import { categoryName } from './labels';
import { paths } from '../../lib/paths';

const ICONS = { general: Forum, technical: SupportAgent, feature: Lightbulb, bug: BugReport } as const;

/** /community: the four categories with their counts, a search over threads and replies, and the staff queue link. */
export function CommunityPage() {
  const cats = useCategories();
  const status = useCommunityStatus();
  const [q, setQ] = useState('');
  const search = useCommunitySearch(q);
  return (
    <>
      <PageHeader
        title="Community"
        subtitle="Ask, answer and suggest with other explorers"
        action={
          status.data?.staff && (
            <Button component={RouterLink} to={paths.communityReports.to()} variant="outlined">
              Report queue
            </Button>
          )
        }
      />
      <TextField
        fullWidth
        placeholder="Search threads and replies..."
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
          htmlInput: { 'aria-label': 'Search the community', maxLength: 200 },
        }}
      />
      {q.trim().length >= 2 && (
        <Card sx={{ mb: 3 }}>
          <List aria-label="Search results">
            {search.data?.length === 0 && (
              <ListItem>
                <ListItemText primary="No threads or replies match." />
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
                          {c.name}
                        </Typography>
                      </Stack>
                      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                        {c.description}
                      </Typography>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Chip size="small" label={`${c.threadCount} ${c.threadCount === 1 ? 'thread' : 'threads'}`} />
                        <Chip
                          size="small"
                          color={c.activeCount ? 'success' : 'default'}
                          variant="outlined"
                          label={`Active discussions: ${c.activeCount}`}
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
