import { NotificationsActive, NotificationsNone } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { findFollow, useFollows, useSetFollow } from '../../lib/follows';

/** Follow the object (the one follow list: its passes, close approaches and re-entry then alert you; Settings changes which). */
export function ObjectFollowButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('objects');
  const follows = useFollows();
  const set = useSetFollow();
  const current = findFollow(follows.data, 'satellite', id);
  return (
    <Button
      variant={current ? 'contained' : 'outlined'}
      startIcon={current ? <NotificationsActive /> : <NotificationsNone />}
      disabled={follows.isLoading || set.isPending}
      onClick={() => set.mutate({ kind: 'satellite', objectId: id, follow: !current })}
      aria-label={current ? t('follow.stopAria', { name }) : t('follow.aria', { name })}
      data-testid="follow-button"
    >
      {current ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
