import type { Role } from '@cosmos/contracts';
import { Close } from '@mui/icons-material';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { QueryState } from '../../components/ui/QueryState';
// The signed-in user (to keep an admin from locking themselves out); moves to lib/auth with issue 20, step 1.
import { useAuth } from '../../lib/auth/auth-store';
import { reasonOf, useAdminUser, useUserAction, type UserAction } from './api';
import { ROLE_LABEL, fullName, when } from './format';
import { StatusChip } from './StatusChip';
import { useTranslation } from 'react-i18next';

const ROLES: Role[] = ['user', 'agent', 'admin'];

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One user's details and every action an administrator may take on them; each answer is shown in words. */
export function UserDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const user = useAdminUser(id);
  const act = useUserAction(id);
  const me = useAuth((s) => s.user?.id);
  const [role, setRole] = useState<Role | ''>('');
  const [confirmDisable, setConfirmDisable] = useState(false);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const u = user.data;
  const self = u?.id === me;
  const run = (a: UserAction) => act.mutate(a, { onSettled: () => setConfirmDisable(false) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="admin-user-title">
      <DialogTitle id="admin-user-title" sx={{ pr: 6 }}>
        {u ? fullName(u) : t('users.user')}
        <IconButton aria-label={t('dialog.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <QueryState isLoading={user.isLoading} error={user.error} onRetry={() => user.refetch()}>
          {u && (
            <Stack spacing={1.5}>
              <Fact label={t('dialog.email')} value={u.email} />
              <Fact label={t('dialog.emailConfirmed')} value={u.emailVerified ? t('dialog.yes') : t('dialog.notYet')} />
              <Fact label={t('users.role')} value={ROLE_LABEL[u.role]} />
              <Fact label={t('users.status')} value={<StatusChip user={u} />} />
              {u.disabledAt && <Fact label={t('dialog.disabledSince')} value={when(u.disabledAt)} />}
              <Fact label={t('dialog.twoFactor')} value={u.mfaEnabled ? t('dialog.on') : t('dialog.off')} />
              <Fact label={t('dialog.devices')} value={u.liveSessions} />
              <Fact label={t('dialog.openTickets')} value={u.openTickets} />
              <Fact label={t('dialog.memberSince')} value={when(u.createdAt)} />
              <Fact label={t('users.lastActive')} value={when(u.lastActiveAt)} />
              <Divider />
              {act.isSuccess && <Alert severity="success">{act.data.message}</Alert>}
              {act.isError && <Alert severity="error">{reasonOf(act.error)}</Alert>}
              {self && <Alert severity="info">{t('dialog.ownAccount')}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  select
                  size="small"
                  label={t('users.role')}
                  value={role || u.role}
                  onChange={(e) => setRole(e.target.value as Role)}
                  disabled={self}
                  sx={{ minWidth: 180 }}
                >
                  {ROLES.map((r) => (
                    <MenuItem key={r} value={r}>
                      {ROLE_LABEL[r]}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="outlined"
                  disabled={self || !role || role === u.role || act.isPending}
                  onClick={() => run({ kind: 'role', role: role as Role })}
                >
                  {t('dialog.changeRole')}
                </Button>
              </Stack>
              {confirmDisable && (
                <Alert
                  severity="warning"
                  action={
                    <Stack direction="row" spacing={1}>
                      <Button color="inherit" size="small" onClick={() => setConfirmDisable(false)}>
                        {t('dialog.cancel')}
                      </Button>
                      <Button
                        color="error"
                        variant="contained"
                        size="small"
                        disabled={act.isPending}
                        onClick={() => run({ kind: 'disable' })}
                      >
                        {t('dialog.disable')}
                      </Button>
                    </Stack>
                  }
                >
                  {t('dialog.disableWarning', { email: u.email })}
                </Alert>
              )}
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      {u && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {!u.emailVerified && (
            <Button disabled={act.isPending} onClick={() => run({ kind: 'resend-verification' })}>
              {t('dialog.resend')}
            </Button>
          )}
          {u.mfaEnabled && (
            <Button disabled={act.isPending} onClick={() => run({ kind: 'reset-mfa' })}>
              {t('dialog.resetMfa')}
            </Button>
          )}
          {u.disabledAt ? (
            <Button variant="contained" disabled={act.isPending} onClick={() => run({ kind: 'enable' })}>
              {t('dialog.enable')}
            </Button>
          ) : (
            <Button
              color="error"
              variant="outlined"
              disabled={self || act.isPending || confirmDisable}
              onClick={() => setConfirmDisable(true)}
            >
              {t('dialog.disableAccount')}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
