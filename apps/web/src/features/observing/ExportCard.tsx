import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAndSave } from '../../lib/download';
import { noradOf, satelliteId } from '@cosmos/astro';

const FORMATS = ['tle', 'omm-json', 'omm-xml'] as const;
const FAIL = 'Failed to fetch celestial data'; // spec §8

/** Element sets of the followed satellites, or of chosen catalogue numbers, as TLE or CCSDS OMM. */
export function ExportCard() {
  const { t } = useTranslation('observing');
  const [format, setFormat] = useState<(typeof FORMATS)[number]>('tle');
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = ids
    .split(/[\s,]+/)
    .map((s) => noradOf(s.startsWith('sat-') ? s : `sat-${Number(s)}`))
    .filter((n) => n !== null)
    .map(satelliteId);
  const download = (chosen: string[]) => {
    setError(null);
    const q = new URLSearchParams({ format });
    if (chosen.length) q.set('ids', chosen.join(','));
    fetchAndSave(`/api/sky/elements?${q}`, FAIL).catch((e: Error) => setError(e.message));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('export.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('export.help')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('export.format')}
          value={format}
          onChange={(e) => setFormat(e.target.value as typeof format)}
          sx={{ minWidth: 160 }}
        >
          {FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`export.formats.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => download([])}>
          {t('export.followed')}
        </Button>
        <TextField
          size="small"
          label={t('export.idsLabel')}
          value={ids}
          onChange={(e) => setIds(e.target.value)}
          sx={{ minWidth: 220 }}
        />
        <Button variant="outlined" disabled={list.length === 0} onClick={() => download(list)}>
          {t('export.chosen')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
