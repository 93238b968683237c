import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../lib/i18n';
import { useAuth } from '../../../../lib/auth/auth-store';
import {
  useChangeEmail,
  useChangePassword,
  useMfaStatus,
  useRegenerateCodes,
  useRevokeOthers,
  useRevokeSession,
  useSessions,
} from '../../api/security';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter';
import { ReauthFields, RecoveryCodesDialog, errorText, fieldOf } from './shared';
import { TwoFactorSwitch } from './TwoFactorSwitch';
import { useTranslation } from 'react-i18next';

const when = (iso: string) => formatDateTime(iso);

function RecoveryCodesRow() {
  const { t } = useTranslation('auth');
  const status = useMfaStatus();
  const regen = useRegenerateCodes();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!status.data?.enabled) return null;
  const close = () => {
    setOpen(false);
    setPassword('');
    setCode('');
    regen.reset();
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography data-testid="recovery-left">
        {t('security.codesLeft', { count: status.data.recoveryCodesLeft })}
      </Typography>
      <Button onClick={() => setOpen(true)}>{t('security.regenerate')}</Button>
      <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
        <DialogTitle>{t('security.newCodesTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('security.oldCodesStop')}</Typography>
            <ReauthFields
              password={password}
              code={code}
              onPassword={setPassword}
              onCode={setCode}
              needCode
              err={regen.error}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            variant="contained"
            disabled={!password || !code || regen.isPending}
            onClick={() =>
              regen.mutate(
                { password, code },
                {
                  onSuccess: (r) => {
                    close();
                    setCodes(r.recoveryCodes);
                  },
                },
              )
            }
          >
            {t('security.generate')}
          </Button>
        </DialogActions>
      </Dialog>
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Stack>
  );
}

function ChangePasswordForm({ needCode }: { needCode: boolean }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const user = useAuth((s) => s.user);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [code, setCode] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    change.mutate(
      { currentPassword, newPassword, signOutOthers, ...(needCode ? { code } : {}) },
      {
        onSuccess: (r) => {
          const parts = [t('security.passwordChanged')];
          if (r.revoked) parts.push(t('security.sessionsRevoked', { count: r.revoked }));
          if (r.apiKeysRevoked) parts.push(t('security.keysRevoked', { count: r.apiKeysRevoked }));
          setDone(parts.join(' '));
          setCurrent('');
          setNew('');
          setCode('');
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('security.changePassword')}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography variant="subtitle1" component="h3">
          {t('security.changePassword')}
        </Typography>
        {done && <Alert severity="success">{done}</Alert>}
        {change.error &&
          !fieldOf(change.error, 'currentPassword') &&
          !fieldOf(change.error, 'newPassword') &&
          !fieldOf(change.error, 'code') && <Alert severity="error">{errorText(change.error)}</Alert>}
        <ReauthFields
          password={currentPassword}
          code={code}
          onPassword={setCurrent}
          onCode={setCode}
          needCode={needCode}
          err={change.error}
        />
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={Boolean(fieldOf(change.error, 'newPassword'))}
          helperText={fieldOf(change.error, 'newPassword') ?? t('security.min8')}
          fullWidth
        />
        <PasswordStrengthMeter
          password={newPassword}
          userInputs={[user?.email ?? '', user?.firstName ?? '', user?.lastName ?? '']}
        />
        <FormControlLabel
          control={<Checkbox checked={signOutOthers} onChange={(e) => setSignOutOthers(e.target.checked)} />}
          label={t('security.signOutOthersAndKeys')}
        />
        <div>
          <Button type="submit" variant="outlined" disabled={change.isPending || !currentPassword || !newPassword}>
            {t('security.changePassword')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}

function ChangeEmailForm({ needCode }: { needCode: boolean }) {
  const { t } = useTranslation('auth');
  const change = useChangeEmail();
  const setUser = useAuth((s) => s.setUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    change.mutate(
      { email, password, ...(needCode ? { code } : {}) },
      {
        onSuccess: (u) => {
          setUser(u);
          setDone(t('security.emailChanged', { email: u.email }));
          setEmail('');
          setPassword('');
          setCode('');
        },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('security.changeEmail')}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography variant="subtitle1" component="h3">
          {t('security.changeEmail')}
        </Typography>
        {done && <Alert severity="success">{done}</Alert>}
        <TextField
          label={t('security.newEmail')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(fieldOf(change.error, 'email'))}
          helperText={fieldOf(change.error, 'email')}
          fullWidth
        />
        <ReauthFields
          password={password}
          code={code}
          onPassword={setPassword}
          onCode={setCode}
          needCode={needCode}
          err={change.error}
        />
        <div>
          <Button type="submit" variant="outlined" disabled={change.isPending || !email || !password}>
            {t('security.changeEmail')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}

function SessionsList() {
  const { t } = useTranslation('auth');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = useRevokeOthers();
  const list = sessions.data ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {t('security.sessions')}
        </Typography>
        <Button color="warning" disabled={list.length < 2 || others.isPending} onClick={() => others.mutate()}>
          {t('security.signOutOthers')}
        </Button>
      </Stack>
      {sessions.error && <Alert severity="error">{errorText(sessions.error)}</Alert>}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" aria-label={t('security.sessions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('security.device')}</TableCell>
              <TableCell>{t('security.address')}</TableCell>
              <TableCell>{t('security.created')}</TableCell>
              <TableCell>{t('security.lastActive')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((s) => (
              <TableRow key={s.id} data-testid="session-row">
                <TableCell title={s.userAgent}>
                  {s.device}{' '}
                  {s.current && <Chip size="small" color="primary" label={t('security.thisDevice')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{s.ip}</TableCell>
                <TableCell>{when(s.createdAt)}</TableCell>
                <TableCell>{when(s.lastActiveAt)}</TableCell>
                <TableCell align="right">
                  {!s.current && (
                    <Button size="small" onClick={() => revoke.mutate(s.id)} disabled={revoke.isPending}>
                      {t('security.signOut')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

/** Settings' security section: recovery codes, password, email and sessions. */
export function SecuritySettings() {
  const { t } = useTranslation('auth');
  const status = useMfaStatus();
  const needCode = Boolean(status.data?.enabled);
  return (
    <Card>
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">
            {t('security.title')}
          </Typography>
          <RecoveryCodesRow />
          <ChangePasswordForm needCode={needCode} />
          <Divider />
          <ChangeEmailForm needCode={needCode} />
          <Divider />
          <SessionsList />
        </Stack>
      </CardContent>
    </Card>
  );
}

export { TwoFactorSwitch };
