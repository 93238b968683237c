import { fieldFromOptics } from '@cosmos/astro';
import { OPTICS_PRESETS, passMagnitudeWithSigma, type FieldPlan, type FieldPlanBody } from '@cosmos/contracts';
import {
  Alert,
  Button,
  FormControlLabel,
  ListSubheader,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../components/ui/ResponsiveTable';
import { ApiError } from '../../lib/api';
import { fieldPlan, fieldPlanFile } from '../../lib/api/queries/sky';
import { saveBlob } from '../../lib/download';
import { formatDateTime, formatNumber, formatTime } from '../../lib/i18n';
import { usePlaces } from '../../lib/places';
import { PlaceSelect } from './PlaceSelect';
import { PlannerTimeline } from './PlannerTimeline';

/** A datetime-local value (the browser's zone) for a moment. */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return new Date(ms - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** "83.8, -5.4" (degrees, J2000) is a direction; anything else a name. */
const RA_DEC = /^\s*(\d+(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d+(?:\.\d+)?)\s*$/;

export function targetOf(text: string): FieldPlanBody['target'] {
  const m = RA_DEC.exec(text);
  return m ? { raDeg: Number(m[1]), decDeg: Number(m[2]) } : { name: text.trim() };
}

/** The field the form describes: a preset's sensor behind its optics, a rectangle in degrees, or a circle. */
export function fovOf(form: { optics: string; widthDeg: string; heightDeg: string; rotationDeg: string }) {
  const rotationDeg = Number(form.rotationDeg) || 0;
  if (form.optics === 'circle') return { shape: 'circle' as const, diameterDeg: Number(form.widthDeg) };
  if (form.optics === 'degrees')
    return { shape: 'rect' as const, widthDeg: Number(form.widthDeg), heightDeg: Number(form.heightDeg), rotationDeg };
  const p = OPTICS_PRESETS.find((x) => x.id === form.optics) ?? OPTICS_PRESETS[0]!;
  const f = fieldFromOptics(p.sensorWidthMm, p.sensorHeightMm, p.focalMm);
  return f.shape === 'rect' ? { ...f, rotationDeg } : f;
}

const deg = (x: number) => `${formatNumber(x, { maximumFractionDigits: x < 1 ? 2 : 1 })}°`;

/** The astrophotography planner: target, field and window → the objects that cross the field and the clean windows. */
export function PlannerView() {
  const { t, i18n } = useTranslation('observing');
  const locations = usePlaces();
  const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  const [form, setForm] = useState({
    target: 'M42',
    optics: 'ff-135',
    widthDeg: '2',
    heightDeg: '1.5',
    rotationDeg: '0',
    from: localInput(start),
    to: localInput(start + 3 * 3_600_000),
    minClean: '5',
    locationId: '',
  });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const fov = fovOf(form);
  const body = (): FieldPlanBody => ({
    target: targetOf(form.target),
    fov,
    from: new Date(form.from).toISOString(),
    to: new Date(form.to).toISOString(),
    minCleanMinutes: Number(form.minClean) || 0,
    locationId: form.locationId || undefined,
  });
  const search = useMutation({ mutationFn: (b: FieldPlanBody) => fieldPlan(b) });
  // An export is of the search on screen, not of the form as edited since (search.variables is that search's body).
  const file = useMutation({
    mutationFn: async (format: 'csv' | 'ics') => {
      const text = await fieldPlanFile({ ...search.variables!, format });
      const type = format === 'csv' ? 'text/csv' : 'text/calendar';
      saveBlob(new Blob([text], { type }), `cosmos-field-plan.${format}`);
    },
  });
  const err = [search.error, file.error].find((e) => e instanceof ApiError) as ApiError | undefined;
  const errorText = !err
    ? null
    : err.status === 409
      ? t('identify.needLocation')
      : err.status === 429
        ? t('planner.busy')
        : err.status === 400
          ? ((err.fieldError('target.name') ? t('planner.unknownTarget') : null) ??
            t('planner.badInput', { reason: err.problem?.errors?.[0]?.message ?? err.message }))
          : err.status === 503
            ? t('planner.busy') // the search could not finish (a refreshed catalogue, a stopped thread): try again
            : err.message;
  const size = fov.shape === 'circle' ? deg(fov.diameterDeg) : `${deg(fov.widthDeg)} × ${deg(fov.heightDeg)}`;
  const plan = search.data;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('planner.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            search.mutate(body());
          }}
        >
          <TextField
            label={t('planner.target')}
            value={form.target}
            onChange={set('target')}
            helperText={t('planner.targetHelp')}
            required
            slotProps={{ htmlInput: { 'data-testid': 'planner-target', maxLength: 60 } }}
          />
          <TextField
            select
            label={t('planner.optics')}
            value={form.optics}
            onChange={set('optics')}
            helperText={t('planner.fieldSize', { size })}
            sx={{ minWidth: 260 }}
            data-testid="planner-optics"
          >
            <ListSubheader>{t('planner.cameras')}</ListSubheader>
            {OPTICS_PRESETS.filter((p) => p.kind === 'camera').map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.label}
              </MenuItem>
            ))}
            <ListSubheader>{t('planner.telescopes')}</ListSubheader>
            {OPTICS_PRESETS.filter((p) => p.kind === 'telescope').map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.label}
              </MenuItem>
            ))}
            <ListSubheader>{t('planner.custom')}</ListSubheader>
            <MenuItem value="degrees">{t('planner.degrees')}</MenuItem>
            <MenuItem value="circle">{t('planner.circle')}</MenuItem>
          </TextField>
          {(form.optics === 'degrees' || form.optics === 'circle') && (
            <TextField
              type="number"
              label={form.optics === 'circle' ? t('planner.diameter') : t('planner.width')}
              value={form.widthDeg}
              onChange={set('widthDeg')}
              slotProps={{ htmlInput: { min: 0.01, max: 120, step: 'any' } }}
            />
          )}
          {form.optics === 'degrees' && (
            <TextField
              type="number"
              label={t('planner.height')}
              value={form.heightDeg}
              onChange={set('heightDeg')}
              slotProps={{ htmlInput: { min: 0.01, max: 120, step: 'any' } }}
            />
          )}
          {form.optics !== 'circle' && (
            <TextField
              type="number"
              label={t('planner.rotation')}
              value={form.rotationDeg}
              onChange={set('rotationDeg')}
              helperText={t('planner.rotationHelp')}
              slotProps={{ htmlInput: { min: -360, max: 360, step: 'any' } }}
              sx={{ maxWidth: 180 }}
            />
          )}
          <TextField
            type="datetime-local"
            label={t('planner.from')}
            value={form.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            type="datetime-local"
            label={t('planner.to')}
            value={form.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={t('planner.toHelp')}
            required
          />
          <TextField
            type="number"
            label={t('planner.minClean')}
            value={form.minClean}
            onChange={set('minClean')}
            slotProps={{ htmlInput: { min: 0, max: 600 } }}
            sx={{ minWidth: 230 }}
          />
          {(locations.data?.length ?? 0) > 1 && (
            <PlaceSelect value={form.locationId} onChange={set('locationId')} places={locations.data} />
          )}
          <Button type="submit" variant="contained" disabled={search.isPending} data-testid="planner-search">
            {search.isPending ? t('planner.searching') : t('planner.search')}
          </Button>
        </Stack>
      </Paper>
      {errorText && <Alert severity="error">{errorText}</Alert>}
      {plan && <PlanResults plan={plan} lang={i18n.language} onExport={(f) => file.mutate(f)} />}
    </Stack>
  );
}

export function PlanResults({
  plan,
  lang,
  onExport,
}: {
  plan: FieldPlan;
  lang: string;
  onExport: (f: 'csv' | 'ics') => void;
}) {
  const { t } = useTranslation('observing');
  // Objects in the Earth's shadow leave no streak: listed only on request (a wide field at night has hundreds).
  const [all, setAll] = useState(false);
  const sunlit = plan.crossings.filter((c) => c.sunlit).length;
  const rows = all ? plan.crossings : plan.crossings.filter((c) => c.sunlit);
  const target = plan.target.name ?? t('planner.raDec', { ra: deg(plan.target.raDeg), dec: deg(plan.target.decDeg) });
  return (
    <Stack spacing={2} data-testid="planner-results">
      <Typography>
        {plan.fieldUp.length === 0
          ? t('planner.neverUp', { target })
          : t('planner.summary', {
              target,
              crossings: t('planner.crossingCount', { count: plan.crossings.length }),
              sunlit,
              clean: t('planner.cleanCount', { count: plan.clean.length }),
            })}
      </Typography>
      {plan.fieldUp.length > 0 && <PlannerTimeline plan={plan} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => onExport('csv')} data-testid="planner-csv">
          {t('planner.exportCsv')}
        </Button>
        <Button variant="outlined" onClick={() => onExport('ics')}>
          {t('planner.exportIcs')}
        </Button>
        <FormControlLabel
          control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />}
          label={t('planner.showShadowed', { n: plan.crossings.length - sunlit })}
        />
      </Stack>
      <ResponsiveTable
        label={t('planner.crossings')}
        rows={rows}
        rowKey={(c) => `${c.id}-${c.start}`}
        rowProps={(c) => ({ 'data-testid': 'planner-crossing', 'data-sunlit': c.sunlit })}
        empty={<Typography color="text.secondary">{all ? t('planner.none') : t('planner.noneSunlit')}</Typography>}
        inlineFields
        columns={[
          { key: 'name', header: t('planner.object'), cell: (c) => c.name, card: 'title' },
          {
            key: 'in',
            header: t('planner.in'),
            nowrap: true,
            cell: (c) => formatDateTime(c.start, { dateStyle: 'short', timeStyle: 'medium' }),
          },
          {
            key: 'out',
            header: t('planner.out'),
            nowrap: true,
            cell: (c) => formatTime(c.end, { timeStyle: 'medium' }),
          },
          {
            key: 'mag',
            header: t('planner.magnitude'),
            nowrap: true,
            align: 'right',
            cell: (c) => (c.magnitude === null ? '–' : passMagnitudeWithSigma(c.magnitude, c.sigma, lang)),
            cardCell: (c) => (c.magnitude === null ? null : passMagnitudeWithSigma(c.magnitude, c.sigma, lang)),
          },
          {
            key: 'sunlit',
            header: t('planner.light'),
            cell: (c) => (c.sunlit ? t('planner.sunlit') : t('planner.shadow')),
          },
          {
            key: 'sep',
            header: t('planner.closest'),
            align: 'right',
            tableFrom: 'md',
            cell: (c) => deg(c.separationDeg),
          },
        ]}
      />
    </Stack>
  );
}
