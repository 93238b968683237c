import { Typography, type TypographyProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The current time, re-rendering every second while mounted (one timer per countdown list, not per row). */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(id);
  }, [stepMs]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "T− 2 d 04:05:06" before the target, "T+ …" after it (launch convention). */
export function countdownParts(targetMs: number, nowMs: number) {
  const diff = targetMs - nowMs;
  const s = Math.floor(Math.abs(diff) / 1000);
  const days = Math.floor(s / 86_400);
  const hms = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return { sign: diff >= 0 ? '−' : '+', days, hms };
}

export function Countdown({ target, now, ...rest }: { target: string; now: number } & TypographyProps) {
  const { t } = useTranslation('launches');
  const { sign, days, hms } = countdownParts(Date.parse(target), now);
  return (
    <Typography component="span" data-testid="countdown" sx={{ fontVariantNumeric: 'tabular-nums' }} {...rest}>
      {days > 0 ? t('countdown.withDays', { sign, count: days, hms }) : t('countdown.short', { sign, hms })}
    </Typography>
  );
}
