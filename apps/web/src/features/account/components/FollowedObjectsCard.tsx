import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  List,
  ListItem,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { Follow } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/ui/QueryState';
import { useFollows, useSetFollow, type FollowChange } from '../../../lib/follows';
import { paths } from '../../../lib/paths';

/** Lead times offered for pass alerts (minutes before the pass becomes visible). */
const LEADS = [0, 5, 10, 15, 20, 30, 45, 60];
const VERDICTS = ['any', 'maybe', 'go'] as const;

/**
 * Everything the user follows (the one follow list: satellites and launches), each with its alert switches and
 * Unfollow. The same list Observing, the object pages, the 3D view, conjunctions and Mission Control read.
 */
export function FollowedObjectsCard() {
  const { t } = useTranslation('followed-objects');
  const follows = useFollows();
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
              <FollowRow key={`${f.kind}:${f.objectId}`} follow={f} onChange={(c) => set.mutate(c)} />
            ))}
          </List>
        </QueryState>
      </CardContent>
    </Card>
  );
}

function FollowRow({ follow: f, onChange }: { follow: Follow; onChange: (c: FollowChange) => void }) {
  const { t } = useTranslation('followed-objects');
  const base = { kind: f.kind, objectId: f.objectId };
  const toggle = (key: 'passes' | 'conjunctions' | 'reentry', label: string) => (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={f.alerts[key]}
          onChange={(e) => onChange({ ...base, follow: true, alerts: { [key]: e.target.checked } })}
        />
      }
      label={label}
    />
  );
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }} data-testid={`follow-${f.objectId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {f.kind === 'satellite' ? (
            <Link component={RouterLink} to={paths.object.to(f.objectId)}>
              {f.name}
            </Link>
          ) : (
            `${t('launch')}: ${f.name}`
          )}
        </Typography>
        <Button
          size="small"
          onClick={() => onChange({ ...base, follow: false })}
          aria-label={`${t('unfollow')} ${f.name}`}
        >
          {t('unfollow')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {f.kind === 'satellite' ? (
          <>
            {toggle('passes', t('passes'))}
            {toggle('conjunctions', t('conjunctions', { km: f.thresholdKm }))}
            {toggle('reentry', t('reentry'))}
          </>
        ) : (
          <FormControlLabel
            control={<Switch size="small" checked={f.alerts.launchStatus} disabled />}
            label={t('launchStatus')}
          />
        )}
      </Box>
      {f.kind === 'satellite' && f.alerts.passes && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, mb: 1 }}>
          <TextField
            select
            size="small"
            label={t('lead')}
            value={f.leadMinutes}
            onChange={(e) => onChange({ ...base, follow: true, leadMinutes: Number(e.target.value) })}
            sx={{ minWidth: 170 }}
          >
            {LEADS.map((m) => (
              <MenuItem key={m} value={m}>
                {m === 0 ? t('leadNone') : t('leadMinutes', { count: m })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('verdict')}
            value={f.passVerdict}
            onChange={(e) =>
              onChange({ ...base, follow: true, passVerdict: e.target.value as (typeof VERDICTS)[number] })
            }
            sx={{ minWidth: 220 }}
          >
            {VERDICTS.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`verdicts.${v}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </ListItem>
  );
}
