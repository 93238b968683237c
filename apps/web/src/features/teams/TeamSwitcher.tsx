import type { TeamSummary } from '@cosmos/contracts';
import { Check, Groups } from '@mui/icons-material';
import { Divider, ListItemIcon, ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-store';
import { useMyTeams } from './api';
import { pickTeam, useCurrentTeamId } from './current-team';

/** The switcher on the Team page, for users in several teams. */
export function TeamSwitcherSelect({ teams, current }: { teams: TeamSummary[]; current?: string }) {
  const { t } = useTranslation('teams');
  const select = useCurrentTeamId((s) => s.select);
  return (
    <TextField
      select
      size="small"
      label={t('switcher.label')}
      value={current ?? ''}
      onChange={(e) => select(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      {teams.map((team) => (
        <MenuItem key={team.id} value={team.id}>
          {team.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Profile-menu entries: "Team" (every user: it explains teams when there is none) and, for a user in several
 * teams, one entry per team that makes it the current one. Called as a function: MUI's Menu wants its items as
 * direct children, not inside a component.
 */
export function TeamMenuItems({ open, onGo }: { open: boolean; onGo: () => void }) {
  const { t } = useTranslation('teams');
  const signedIn = useAuth((s) => s.isAuthenticated);
  // Asked when the menu first opens (then cached), so the shell's start costs no request.
  const teams = useMyTeams(signedIn && open);
  const chosen = useCurrentTeamId((s) => s.teamId);
  const select = useCurrentTeamId((s) => s.select);
  const current = pickTeam(teams.data, chosen);
  const items = [
    <MenuItem key="team" onClick={onGo}>
      <ListItemIcon>
        <Groups fontSize="small" />
      </ListItemIcon>
      {t('menu.team')}
    </MenuItem>,
  ];
  if (teams.data && teams.data.length > 1)
    items.push(
      <Divider key="d1" />,
      <ListSubheader key="h">{t('switcher.label')}</ListSubheader>,
      ...teams.data.map((team) => (
        <MenuItem
          key={team.id}
          selected={team.id === current?.id}
          onClick={() => {
            select(team.id);
            onGo();
          }}
        >
          <ListItemIcon>{team.id === current?.id && <Check fontSize="small" />}</ListItemIcon>
          {team.name}
        </MenuItem>
      )),
      <Divider key="d2" />,
    );
  return items;
}
