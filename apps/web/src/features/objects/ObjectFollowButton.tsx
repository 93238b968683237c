import { NotificationsActive, NotificationsNone } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFollowedObjects, useSetFollow } from '../../lib/follows';

/** Follow the object (its conjunctions and passes then alert you; the alert distance is set in Conjunctions). */
export function ObjectFollowButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('objects');
  const follows = useFollowedObjects();
  const set = useSetFollow();
  const current = follows.data?.find((f) => f.objectId === id);
  return (
    <Button
      variant={current ? 'contained' : 'outlined'}
      startIcon={current ? <NotificationsActive /> : <NotificationsNone />}
      disabled={follows.isLoading || set.isPending}
      onClick={() => set.mutate({ objectId: id, thresholdKm: current ? null : 5 })}
      aria-label={current ? t('follow.stopAria', { name }) : t('follow.aria', { name })}
      data-testid="follow-button"
    >
      {current ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
