import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyActiveTeams, useSaveViewToTeam } from '../../lib/team-views';

/** The share snackbar's "Save view to team" action: shown only to a member of an active team. */
export function SaveViewToTeamButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('visualization');
  const teams = useMyActiveTeams();
  if (teams.length === 0) return null;
  return (
    <Button color="secondary" size="small" onClick={onClick}>
      {t('teamView.save')}
    </Button>
  );
}

/** Names the view and stores the Share URL's query string with the team (POST /api/teams/:teamId/views). */
export function SaveViewToTeamDialog({ query, onClose }: { query: string | null; onClose: () => void }) {
  const { t } = useTranslation('visualization');
  const teams = useMyActiveTeams();
  const save = useSaveViewToTeam();
  const [name, setName] = useState('');
  const [teamId, setTeamId] = useState('');
  const open = query !== null;
  useEffect(() => {
    if (!open) return;
    setName('');
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opening
  }, [open]);
  const target = teams.find((x) => x.id === teamId) ?? teams[0];
  const submit = () => {
    if (!target || !query || !name.trim()) return;
    save.mutate({ teamId: target.id, name: name.trim(), query });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-team-view-title" fullWidth maxWidth="xs">
      <DialogTitle id="save-team-view-title">{t('teamView.title')}</DialogTitle>
      <DialogContent>
        {save.isSuccess ? (
          <Alert severity="success">{t('teamView.saved', { team: target?.name ?? '' })}</Alert>
        ) : (
          <>
            {save.isError && <Alert severity="error">{t('teamView.failed')}</Alert>}
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={t('teamView.name')}
              value={name}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && submit()}
            />
            {teams.length > 1 && (
              <TextField
                select
                fullWidth
                margin="dense"
                label={t('teamView.team')}
                value={target?.id ?? ''}
                onChange={(e) => setTeamId(e.target.value)}
              >
                {teams.map((x) => (
                  <MenuItem key={x.id} value={x.id}>
                    {x.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{save.isSuccess ? t('teamView.close') : t('teamView.cancel')}</Button>
        {!save.isSuccess && (
          <Button variant="contained" disabled={!name.trim() || save.isPending} onClick={submit}>
            {t('teamView.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
