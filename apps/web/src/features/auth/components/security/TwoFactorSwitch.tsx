import type { MfaSetupResponse } from '@cosmos/contracts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useMfaDisable, useMfaEnable, useMfaSetup, useMfaStatus } from '../../api/security';
import { ReauthFields, RecoveryCodesDialog, errorText, fieldOf } from './shared';
import { useTranslation } from 'react-i18next';

function EnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<MfaSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setPassword('');
    setCode('');
    setPending(null);
    setup.reset();
    enable.reset();
    onClose();
  };
  if (codes)
    return (
      <RecoveryCodesDialog
        codes={codes}
        onClose={() => {
          setCodes(null);
          close();
        }}
      />
    );
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{t('mfa.enableTitle')}</DialogTitle>
      <DialogContent>
        {!pending ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('mfa.confirmPassword')}</Typography>
            <ReauthFields
              password={password}
              code=""
              onPassword={setPassword}
              onCode={() => undefined}
              needCode={false}
              err={setup.error}
            />
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('mfa.step1')}</Typography>
            <Box
              component="img"
              src={pending.qrCode}
              alt={t('mfa.qrAlt')}
              sx={{ width: 200, height: 200, mx: 'auto', bgcolor: '#fff', p: 1, borderRadius: 1 }}
            />
            <Typography variant="body2">
              {t('mfa.key')}{' '}
              <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {pending.secret}
              </Box>
            </Typography>
            <Typography>{t('mfa.step2')}</Typography>
            <TextField
              label={t('mfa.code')}
              name="code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(fieldOf(enable.error, 'code'))}
              helperText={fieldOf(enable.error, 'code')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
              fullWidth
              autoFocus
            />
            {enable.error && !fieldOf(enable.error, 'code') && (
              <Alert severity="error">{errorText(enable.error)}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        {!pending ? (
          <Button
            variant="contained"
            disabled={!password || setup.isPending}
            onClick={() => setup.mutate({ password }, { onSuccess: setPending })}
          >
            {t('verify.continue')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!code.trim() || enable.isPending}
            onClick={() => enable.mutate({ code }, { onSuccess: (r) => setCodes(r.recoveryCodes) })}
          >
            {t('mfa.turnOn')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const disable = useMfaDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    setPassword('');
    setCode('');
    disable.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{t('mfa.disableTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('mfa.disableWarning')}</Alert>
          <ReauthFields
            password={password}
            code={code}
            onPassword={setPassword}
            onCode={setCode}
            needCode
            err={disable.error}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!password || !code || disable.isPending}
          onClick={() => disable.mutate({ password, code }, { onSuccess: close })}
        >
          {t('mfa.turnOff')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The spec's 'Two-factor authentication' toggle, backed by real enrolment. */
export function TwoFactorSwitch() {
  const { t } = useTranslation('auth');
  const status = useMfaStatus();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);
  const enabled = Boolean(status.data?.enabled);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={!status.data}
            onChange={(e) => setDialog(e.target.checked ? 'enrol' : 'disable')}
          />
        }
        label={t('mfa.title')}
      />
      <EnrolDialog open={dialog === 'enrol'} onClose={() => setDialog(null)} />
      <DisableDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </>
  );
}
