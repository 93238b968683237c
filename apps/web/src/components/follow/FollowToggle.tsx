import { NotificationsActive, NotificationsNone } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { findFollow, useFollows, useSetFollow } from '../../lib/follows';

/**
 * Follow a satellite or stop following it, through the one follow list (its passes, close approaches and re-entry
 * then alert you; Settings changes which). The object page and the 3D view's selection both offer it, so a follow
 * made in either shows in the other, in Observing and in Settings at once.
 */
export function FollowToggle({ id, name, size = 'medium' }: { id: string; name: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('follow');
  const follows = useFollows();
  const set = useSetFollow();
  const current = findFollow(follows.data, 'satellite', id);
  return (
    <Button
      size={size}
      variant={current ? 'contained' : 'outlined'}
      startIcon={current ? <NotificationsActive /> : <NotificationsNone />}
      disabled={follows.isLoading || set.isPending}
      onClick={() => set.mutate({ kind: 'satellite', objectId: id, follow: !current })}
      aria-label={current ? t('stopAria', { name }) : t('aria', { name })}
      data-testid="follow-button"
    >
      {current ? t('following') : t('follow')}
    </Button>
  );
}
