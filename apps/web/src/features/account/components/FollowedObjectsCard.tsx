import { Button, Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/ui/QueryState';
import { useFollowedObjects, useSetFollow } from '../../../lib/follows';
import { paths } from '../../../lib/paths';

/** The objects the user follows (their conjunction and pass alerts), each linking to its object page. */
export function FollowedObjectsCard() {
  const { t } = useTranslation('followed-objects');
  const follows = useFollowedObjects();
  const set = useSetFollow();
  return (
    <Card data-testid="followed-objects">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <QueryState isLoading={follows.isLoading} error={follows.error} onRetry={() => follows.refetch()}>
          {follows.data?.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
          <List dense>
            {(follows.data ?? []).map((f) => (
              <ListItem
                key={f.objectId}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => set.mutate({ objectId: f.objectId, thresholdKm: null })}>
                    {t('unfollow')}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.object.to(f.objectId)}>
                      {f.name}
                    </Link>
                  }
                  secondary={t('threshold', { km: f.thresholdKm })}
                />
              </ListItem>
            ))}
          </List>
        </QueryState>
      </CardContent>
    </Card>
  );
}
