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

function EnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <DialogTitle>Turn on two-factor authentication</DialogTitle>
      <DialogContent>
        {!pending ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>Confirm your password to start.</Typography>
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
            <Typography>1. Scan this QR code with an authenticator app (or enter the key by hand).</Typography>
            <Box
              component="img"
              src={pending.qrCode}
              alt="QR code for your authenticator app"
              sx={{ width: 200, height: 200, mx: 'auto', bgcolor: '#fff', p: 1, borderRadius: 1 }}
            />
            <Typography variant="body2">
              Key:{' '}
              <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {pending.secret}
              </Box>
            </Typography>
            <Typography>2. Enter the 6-digit code the app shows.</Typography>
            <TextField
              label="Authentication code"
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
        <Button onClick={close}>Cancel</Button>
        {!pending ? (
          <Button
            variant="contained"
            disabled={!password || setup.isPending}
            onClick={() => setup.mutate({ password }, { onSuccess: setPending })}
          >
            Continue
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!code.trim() || enable.isPending}
            onClick={() => enable.mutate({ code }, { onSuccess: (r) => setCodes(r.recoveryCodes) })}
          >
            Turn on
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <DialogTitle>Turn off two-factor authentication</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">Your account will be protected by your password alone.</Alert>
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
        <Button onClick={close}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!password || !code || disable.isPending}
          onClick={() => disable.mutate({ password, code }, { onSuccess: close })}
        >
          Turn off
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The spec's 'Two-factor authentication' toggle, backed by real enrolment. */
export function TwoFactorSwitch() {
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
        label="Two-factor authentication"
      />
      <EnrolDialog open={dialog === 'enrol'} onClose={() => setDialog(null)} />
      <DisableDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </>
  );
}
