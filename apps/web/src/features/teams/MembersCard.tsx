import type { TeamDetail } from '@cosmos/contracts';
import { Alert, Button, Card, CardContent, Chip, MenuItem, Select, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions';
import { useAuth } from '../../lib/auth/auth-store';
import { useChangeRole, useRemoveMember, useTransferOwnership } from './api';
import { reasonOf } from './errors';
import { TeamList } from './TeamList';

/** Members with their roles; the owner changes roles and hands the team to an admin, the owner and admins remove, anyone but the owner leaves. */
export function MembersCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const me = useAuth((s) => s.user);
  const ref = { teamRole: team.myRole };
  const canManage = useCan('team.manageMembers', ref);
  const canChangeRoles = useCan('team.changeRoles', ref);
  const changeRole = useChangeRole(team.id);
  const remove = useRemoveMember(team.id);
  const transfer = useTransferOwnership(team.id);
  const canTransfer = useCan('team.transferOwnership', ref);
  const error = reasonOf(t, changeRole.error ?? remove.error ?? transfer.error);
  return (
    <Card component="section" aria-labelledby="team-members-title">
      <CardContent>
        <Typography id="team-members-title" variant="h6" component="h2" gutterBottom>
          {t('members.title')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <TeamList
          wrap
          rows={team.members.map((m) => {
            const self = m.userId === me?.id;
            const removable =
              m.role !== 'owner' && (self || (canManage && (m.role === 'member' || team.myRole === 'owner')));
            return {
              key: m.userId,
              content: (
                <>
                  {m.name}{' '}
                  <Typography component="span" color="text.secondary">
                    ({m.email})
                  </Typography>
                </>
              ),
              actions: (
                <>
                  {canChangeRoles && m.role !== 'owner' ? (
                    <Select
                      size="small"
                      value={m.role}
                      inputProps={{ 'aria-label': t('members.roleOf', { name: m.name }) }}
                      onChange={(e) =>
                        changeRole.mutate({ userId: m.userId, role: e.target.value as 'admin' | 'member' })
                      }
                    >
                      <MenuItem value="admin">{t('roles.admin')}</MenuItem>
                      <MenuItem value="member">{t('roles.member')}</MenuItem>
                    </Select>
                  ) : (
                    <Chip size="small" label={t(`roles.${m.role}`)} />
                  )}
                  {canTransfer && m.role === 'admin' && (
                    <Button
                      size="small"
                      onClick={() => {
                        if (window.confirm(t('members.confirmTransfer', { name: m.name }))) transfer.mutate(m.userId);
                      }}
                    >
                      {t('members.transfer')}
                    </Button>
                  )}
                  {removable && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => {
                        if (
                          window.confirm(
                            self ? t('members.confirmLeave') : t('members.confirmRemove', { name: m.name }),
                          )
                        )
                          remove.mutate(m.userId);
                      }}
                    >
                      {self ? t('members.leave') : t('members.remove')}
                    </Button>
                  )}
                </>
              ),
            };
          })}
        />
      </CardContent>
    </Card>
  );
}
