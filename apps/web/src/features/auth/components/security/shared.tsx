import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { ApiError } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/download';

/** The server's reason for a field, else its detail, else the stored message. */
export function errorText(err: unknown): string | undefined {
  if (!err) return undefined;
  if (err instanceof ApiError) return err.problem?.errors?.[0]?.message ?? err.problem?.detail ?? err.message;
  return (err as Error).message;
}
export const fieldOf = (err: unknown, field: string) => (err instanceof ApiError ? err.fieldError(field) : undefined);

/** Current password, plus a code when 2FA is on: what every sensitive change asks for. */
export function ReauthFields({
  password,
  code,
  onPassword,
  onCode,
  needCode,
  err,
  passwordLabel = 'Current password',
}: {
  password: string;
  code: string;
  onPassword: (v: string) => void;
  onCode: (v: string) => void;
  needCode: boolean;
  err: unknown;
  passwordLabel?: string;
}) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={Boolean(fieldOf(err, 'password') ?? fieldOf(err, 'currentPassword'))}
        helperText={fieldOf(err, 'password') ?? fieldOf(err, 'currentPassword')}
        fullWidth
      />
      {needCode && (
        <TextField
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => onCode(e.target.value)}
          error={Boolean(fieldOf(err, 'code'))}
          helperText={fieldOf(err, 'code') ?? 'From your authenticator app, or a recovery code'}
          fullWidth
        />
      )}
    </>
  );
}

/** Recovery codes are shown once: the dialog says so and offers a download. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const download = () => {
    saveBlob(
      new Blob([`Cosmos recovery codes\n\n${codes?.join('\n')}\n`], { type: 'text/plain' }),
      'cosmos-recovery-codes.txt',
    );
  };
  return (
    <Dialog open={Boolean(codes)} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Your recovery codes</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Save these codes now: they are shown only once. Each works one time if you lose your authenticator.
        </Alert>
        <Box component="ul" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2, pl: 3, m: 0 }}>
          {codes?.map((c) => (
            <li key={c}>
              <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                {c}
              </Typography>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={download}>Download</Button>
        <Button variant="contained" onClick={onClose}>
          I have saved them
        </Button>
      </DialogActions>
    </Dialog>
  );
}
