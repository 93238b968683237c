import type { PasswordStrength } from '@cosmos/contracts';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { checkStrength } from '../api/security';
import { useTranslation } from 'react-i18next';

const COLORS = ['error', 'error', 'warning', 'info', 'success'] as const;

/**
 * Strength meter scored on the server (zxcvbn with its dictionaries stays out of the bundle);
 * debounced so typing sends at most one request per pause.
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation('auth');
  const [result, setResult] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\u0001');
  useEffect(() => {
    if (!password) {
      setResult(null);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      checkStrength(password, inputs ? inputs.split('\u0001').filter(Boolean) : [], ctrl.signal).then(
        setResult,
        () => undefined,
      );
    }, 250);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [password, inputs]);
  if (!password || !result) return null;
  return (
    <Box aria-live="polite" data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={(result.score + 1) * 20}
        color={COLORS[result.score]}
        sx={{ height: 6, borderRadius: 3 }}
        aria-label={t('strength.label')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('strength.value', { label: t(`strength.score${result.score}`) })}
        {result.warning ? ` — ${result.warning}` : ''}
      </Typography>
    </Box>
  );
}
