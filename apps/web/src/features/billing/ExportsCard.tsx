import { ExportField, type CelestialType } from '@cosmos/contracts';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { download, requiredPlanOf } from './api';
import { UpgradePrompt } from './UpgradePrompt';
import { formatNumber, i18n } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';

const TYPES = ['all', 'satellite', 'star', 'planet', 'moon', 'asteroid', 'comet', 'cluster', 'blackHole'] as const;

/** The export columns, in the contract's order (written once there). */
const FIELDS: readonly ExportField[] = ExportField.options;
const isoLocal = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Server-side bulk export of the catalogue over a time range (Pro and up). */
export function ExportsCard({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation('billing');
  const now = new Date();
  const [from, setFrom] = useState(isoLocal(now));
  const [to, setTo] = useState(isoLocal(new Date(now.getTime() + 86_400_000)));
  const [step, setStep] = useState(60);
  const [type, setType] = useState<'all' | CelestialType>('all');
  const [format, setFormat] = useState<'json' | 'csv' | 'xml'>('csv');
  const [fields, setFields] = useState<ExportField[]>([
    'id',
    'name',
    'type',
    'time',
    'frame',
    'x',
    'y',
    'z',
    'ra_deg',
    'dec_deg',
    'distance_ly',
  ]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; plan?: ReturnType<typeof requiredPlanOf> } | null>(
    null,
  );

  const run = async () => {
    setBusy(true);
    setResult(null);
    try {
      const body = {
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        stepMinutes: step,
        fields,
        format,
        ...(type === 'all' ? {} : { type }),
      };
      const name = await download('/api/exports', {
        method: 'POST',
        body,
        failMessage: i18n.t('billing:errors.exportData'),
      });
      setResult({ ok: true, text: t('exports.downloaded', { name }) });
    } catch (e) {
      const err = e as Error & { problem?: { detail?: string } };
      setResult({ ok: false, text: err.problem?.detail ?? err.message, plan: requiredPlanOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="exports-title">
      <CardContent>
        <Typography id="exports-title" variant="h6" component="h2" gutterBottom>
          {t('exports.title')}
        </Typography>
        {!allowed ? (
          <UpgradePrompt feature={t('exports.title')} plan="pro" />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('exports.intro', { max: formatNumber(50_000) })}</Typography>
            {/* The date-time fields need about 250 px: they share a row with the rest only on very wide screens (their AM/PM was cut off at 1280 px). */}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, xl: 3 }}>
                <TextField
                  fullWidth
                  label={t('exports.from')}
                  type="datetime-local"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, xl: 3 }}>
                <TextField
                  fullWidth
                  label={t('exports.to')}
                  type="datetime-local"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 4, xl: 2 }}>
                <TextField
                  fullWidth
                  label={t('exports.step')}
                  type="number"
                  value={step}
                  onChange={(e) => setStep(Math.max(1, Number(e.target.value) || 1))}
                  slotProps={{ htmlInput: { min: 1, max: 10080 } }}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 4, xl: 2 }}>
                <TextField
                  fullWidth
                  select
                  label={t('exports.objects')}
                  value={type}
                  onChange={(e) => setType(e.target.value as typeof type)}
                >
                  {TYPES.map((v) => (
                    <MenuItem key={v} value={v}>
                      {t(`exports.types.${v}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, md: 4, xl: 2 }}>
                <TextField
                  fullWidth
                  select
                  label={t('exports.format')}
                  value={format}
                  onChange={(e) => setFormat(e.target.value as typeof format)}
                >
                  {(['json', 'csv', 'xml'] as const).map((f) => (
                    <MenuItem key={f} value={f}>
                      {f.toUpperCase()}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            <FormGroup row aria-label={t('exports.fields')}>
              {FIELDS.map((f) => (
                <FormControlLabel
                  key={f}
                  label={f}
                  control={
                    <Checkbox
                      size="small"
                      checked={fields.includes(f)}
                      onChange={(e) =>
                        setFields(
                          e.target.checked
                            ? FIELDS.filter((x) => x === f || fields.includes(x))
                            : fields.filter((x) => x !== f),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <div>
              <Button variant="contained" onClick={run} disabled={busy || fields.length === 0}>
                {busy ? t('exports.busy') : t('exports.run')}
              </Button>
            </div>
            {result?.plan && <UpgradePrompt feature={t('exports.title')} plan={result.plan} />}
            {result && !result.plan && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
