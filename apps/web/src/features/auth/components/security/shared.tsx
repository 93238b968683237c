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
import { useTranslation } from 'react-i18next';

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
  passwordLabel,
}: {
  password: string;
  code: string;
  onPassword: (v: string) => void;
  onCode: (v: string) => void;
  needCode: boolean;
  err: unknown;
  passwordLabel?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={passwordLabel ?? t('security.currentPassword')}
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
          label={t('mfa.code')}
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => onCode(e.target.value)}
          error={Boolean(fieldOf(err, 'code'))}
          helperText={fieldOf(err, 'code') ?? t('security.codeHelp')}
          fullWidth
        />
      )}
    </>
  );
}

/** Recovery codes are shown once: the dialog says so and offers a download. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const download = () => {
    saveBlob(
      new Blob([`${t('codes.fileTitle')}\n\n${codes?.join('\n')}\n`], { type: 'text/plain' }),
      'cosmos-recovery-codes.txt',
    );
  };
  return (
    <Dialog open={Boolean(codes)} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('codes.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('codes.warning')}
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
        <Button onClick={download}>{t('codes.download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('codes.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
