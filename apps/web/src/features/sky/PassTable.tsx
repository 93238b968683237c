import EventIcon from '@mui/icons-material/Event';
import { Box, Button, FormControlLabel, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatPass,
  passParts,
  passTitle,
  type PassOutlook,
  type SkyPass,
  type SkyPassesResponse,
} from '@cosmos/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { ResponsiveTable, type Column } from '../../components/ui/ResponsiveTable';
import { download, icsEvent } from '../../lib/ics';

import { magnitude as mag } from './format';
import { useOutlook } from './outlook-api';
import { VerdictChip } from '../../components/ui/VerdictChip';
const SHOWN = 8;
/** Read by screen readers, not shown. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const; // MUI reads a bare 1 as 100 %

/** The pass as a one-event .ics file: the visible part's start and end, written by the one pass formatter. */
function addToCalendar(name: string, p: SkyPass, timeZone: string, lang: string) {
  const start = p.visibleSegment?.start.time ?? p.rise.time;
  const text = { timeZone, lang, zoneName: true };
  download(
    `${name.replace(/[^A-Za-z0-9]+/g, '-')}-${start.slice(0, 16).replace(/[:T]/g, '')}.ics`,
    icsEvent({
      uid: `pass-${name}-${p.rise.time}`,
      start,
      end: p.visibleSegment?.end.time ?? p.set.time,
      summary: passTitle(name, p, text),
      description: `${name}, ${formatPass(p, text)}`,
    }),
  );
}

export function PassTable({ data, locationId = '' }: { data: SkyPassesResponse; locationId?: string }) {
  const { t, i18n } = useTranslation('sky');
  const { t: to } = useTranslation('outlook');
  const outlook = useOutlook(true, data.id, locationId, 7);
  // The outlook judges visible passes; a row finds its own by rise time (the two answers are computed apart).
  const judged = (p: SkyPass) =>
    outlook.data?.passes.find((o) => Math.abs(Date.parse(o.rise) - Date.parse(p.rise.time)) < 60_000) ?? null;
  // Short, 24-hour times in the observing place's time zone, so a row fits one line even on a phone.
  const tz = data.station.timeZone;
  // Every cell comes from the one pass formatter (@cosmos/contracts pass-text.ts), as alerts and calendars do.
  const parts = (p: SkyPass) => passParts(p, { timeZone: tz, lang: i18n.language });
  const muted = (text: string) => (
    <Typography component="span" variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
  const [all, setAll] = useState(false);
  const [visibleOnly, setVisibleOnly] = useState(false);
  const passes = visibleOnly ? data.passes.filter((p) => p.visible) : data.passes;
  const rows = all ? passes : passes.slice(0, SHOWN);
  const magnitudeCell = (p: SkyPass, m: number) => (
    <Tooltip title={t(`passes.basis.${data.standardMagnitude.basis}`)}>
      <span data-testid="pass-magnitude">
        {t('passes.magSigma', { mag: mag(m), sigma: (p.magnitudeSigma ?? data.standardMagnitude.sigma).toFixed(1) })}
      </span>
    </Tooltip>
  );
  const columns: Column<SkyPass>[] = [
    { key: 'day', header: t('passes.date'), nowrap: true, card: 'title', cell: (p) => parts(p).day },
    {
      key: 'window',
      header: t('passes.window'),
      nowrap: true,
      testId: 'pass-window',
      cell: (p) => {
        const x = parts(p);
        return x.visible ? x.window : muted(t('passes.notVisible'));
      },
    },
    {
      key: 'start',
      header: t('passes.start'),
      nowrap: true,
      cell: (p) => parts(p).start ?? muted('—'),
      cardCell: (p) => parts(p).start,
    },
    {
      key: 'peak',
      header: t('passes.highest'),
      nowrap: true,
      cell: (p) => {
        const x = parts(p);
        return x.visible ? x.peak : muted(x.peak);
      },
    },
    {
      key: 'end',
      header: t('passes.end'),
      nowrap: true,
      cell: (p) => parts(p).end ?? muted('—'),
      cardCell: (p) => parts(p).end,
    },
    {
      key: 'brightness',
      header: t('passes.brightness'),
      nowrap: true,
      align: 'right',
      // "not visible" is already the card's Visible line
      cardCell: (p) => (p.maxMagnitude === null ? null : magnitudeCell(p, p.maxMagnitude)),
      cell: (p) => (p.maxMagnitude === null ? muted(t('passes.notVisible')) : magnitudeCell(p, p.maxMagnitude)),
    },
    {
      key: 'verdict',
      header: to('column'),
      nowrap: true,
      cell: (p) => <PassVerdict o={judged(p)} />,
      cardCell: (p) => (judged(p) ? <PassVerdict o={judged(p)} /> : null),
    },
    {
      key: 'calendar',
      header: (
        <Box component="span" sx={hidden}>
          {t('passes.calendar')}
        </Box>
      ),
      card: 'action',
      cell: (p) => {
        const x = parts(p);
        return (
          <Tooltip title={t('passes.addToCalendar')}>
            <IconButton
              size="small"
              sx={{ my: -0.5 }}
              aria-label={t('passes.addAria', { day: x.day, time: x.startTime })}
              onClick={() => addToCalendar(data.name, p, tz, i18n.language)}
            >
              <EventIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      },
    },
  ];
  return (
    <>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(e) => setVisibleOnly(e.target.checked)} />}
        label={t('passes.visibleOnly')}
      />
      {passes.length === 0 ? (
        <Typography color="text.secondary">{visibleOnly ? t('passes.noneVisible') : t('passes.none')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            <RouterLink to={paths.object.to(data.id)}>{t('passes.objectPage', { name: data.name })}</RouterLink>
          </Typography>
          <ResponsiveTable
            label={t('passes.aria', { name: data.name })}
            rows={rows}
            rowKey={(p) => p.rise.time}
            rowProps={(p) => ({ 'data-visible': p.visible, 'data-testid': 'pass-row' })}
            columns={columns}
          />
        </>
      )}
      {passes.length > SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll((v) => !v)}>
          {all ? t('passes.showFirst', { n: SHOWN }) : t('passes.showAll', { n: passes.length })}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('passes.note', { place: data.station.name ?? t('yourLocation'), tz })}
      </Typography>
    </>
  );
}

function PassVerdict({ o }: { o: PassOutlook | null }) {
  return o ? <VerdictChip verdict={o.verdict} reason={o.reason} weather={o.weather} /> : null;
}
