import type { CelestialType, ExportField } from '@cosmos/contracts';
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
import { i18n } from '../../lib/i18n';

const FIELDS: ExportField[] = [
  'id',
  'name',
  'type',
  'time',
  'frame',
  'x',
  'y',
  'z',
  'vx',
  'vy',
  'vz',
  'ra_deg',
  'dec_deg',
  'distance_ly',
  'mass',
  'radius',
  'temperature',
  'error',
];
const isoLocal = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Server-side bulk export of the catalogue over a time range (Pro and up). */
export function ExportsCard({ allowed }: { allowed: boolean }) {
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
      setResult({ ok: true, text: `Downloaded ${name}` });
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
          Custom data exports
        </Typography>
        {!allowed ? (
          <UpgradePrompt feature="Custom data exports" plan="pro" />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Positions over a time range for the whole catalogue or one type: satellites in TEME (km, km/s), the Sun,
              planets, moons, asteroids and comets heliocentric J2000 (AU, AU/day), stars and deep-sky objects as ICRS
              right ascension, declination and distance. At most 50,000 rows per file. Downloads count towards your data
              quota.
            </Typography>
            {/* The date-time fields need about 250 px: they share a row with the rest only on very wide screens (their AM/PM was cut off at 1280 px). */}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, xl: 3 }}>
                <TextField
                  fullWidth
                  label="From"
                  type="datetime-local"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, xl: 3 }}>
                <TextField
                  fullWidth
                  label="To"
                  type="datetime-local"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 4, xl: 2 }}>
                <TextField
                  fullWidth
                  label="Step (minutes)"
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
                  label="Objects"
                  value={type}
                  onChange={(e) => setType(e.target.value as typeof type)}
                >
                  <MenuItem value="all">All objects</MenuItem>
                  <MenuItem value="satellite">Satellites</MenuItem>
                  <MenuItem value="star">Stars</MenuItem>
                  <MenuItem value="planet">Planets</MenuItem>
                  <MenuItem value="moon">Moons</MenuItem>
                  <MenuItem value="asteroid">Asteroids</MenuItem>
                  <MenuItem value="comet">Comets</MenuItem>
                  <MenuItem value="cluster">Clusters</MenuItem>
                  <MenuItem value="blackHole">Black holes</MenuItem>
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, md: 4, xl: 2 }}>
                <TextField
                  fullWidth
                  select
                  label="Format"
                  value={format}
                  onChange={(e) => setFormat(e.target.value as typeof format)}
                >
                  <MenuItem value="json">JSON</MenuItem>
                  <MenuItem value="csv">CSV</MenuItem>
                  <MenuItem value="xml">XML</MenuItem>
                </TextField>
              </Grid>
            </Grid>
            <FormGroup row aria-label="Fields">
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
                {busy ? 'Exporting…' : 'Export'}
              </Button>
            </div>
            {result?.plan && <UpgradePrompt feature="Custom data exports" plan={result.plan} />}
            {result && !result.plan && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
