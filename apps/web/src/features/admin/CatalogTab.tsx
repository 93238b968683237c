import { Refresh, UploadFile } from '@mui/icons-material';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { reasonOf, useCatalogStatus, useImportCatalog, useRefreshCatalog } from './api';
import { when } from './format';

const SOURCE_LABEL = {
  live: 'Live element sets',
  nominal: 'Bundled nominal constellations',
  imported: 'Imported by an administrator',
  mixed: 'Mixed sources',
  empty: 'Empty',
} as const;

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The satellite catalogue: where it comes from, how fresh it is, "refresh now" and a file import (all or nothing). */
export function CatalogTab() {
  const status = useCatalogStatus();
  const refresh = useRefreshCatalog();
  const upload = useImportCatalog();
  const file = useRef<HTMLInputElement>(null);
  const s = status.data;
  return (
    <QueryState isLoading={status.isLoading} error={status.error} onRetry={() => status.refetch()}>
      {s && (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Stack spacing={1}>
                <Row label="Source" value={SOURCE_LABEL[s.source]} />
                <Row
                  label="Objects"
                  value={`${s.count.toLocaleString()} satellites (${s.bySource.live} live, ${s.bySource.nominal} nominal, ${s.bySource.imported} imported) · ${s.importedStars.toLocaleString()} imported stars`}
                />
                <Row label="Last successful refresh" value={when(s.lastRefresh)} />
                <Row label="Last attempt" value={when(s.lastAttempt)} />
                <Row label="Last error" value={s.lastError ?? 'none'} />
                <Row label="Automatic refresh" value={s.refreshEnabled ? 'every 6 hours' : 'off on this server'} />
              </Stack>
            </CardContent>
          </Card>
          {refresh.isSuccess && (
            <Alert
              severity={
                refresh.data.outcome === 'failed' ? 'error' : refresh.data.outcome === 'refreshed' ? 'success' : 'info'
              }
            >
              {refresh.data.message}
            </Alert>
          )}
          {refresh.isError && <Alert severity="error">{reasonOf(refresh.error)}</Alert>}
          {upload.isSuccess && (
            <Alert severity="success">Imported {upload.data.ids.length.toLocaleString()} objects.</Alert>
          )}
          {upload.isError && <Alert severity="error">Nothing was imported: {reasonOf(upload.error)}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={<Refresh />}
              disabled={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              {refresh.isPending ? 'Refreshing…' : 'Refresh now'}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={upload.isPending}
              onClick={() => file.current?.click()}
            >
              {upload.isPending ? 'Importing…' : 'Import a catalogue file'}
            </Button>
            <input
              ref={file}
              type="file"
              hidden
              accept=".txt,.tle,.3le,.json,.csv,.geojson"
              aria-label="Catalogue file"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) upload.mutate(f);
                e.target.value = '';
              }}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Accepted files: TLE or 3LE text and OMM JSON (satellites), HYG CSV or GeoJSON (stars). A file with any bad
            line is rejected whole, naming the line.
          </Typography>
        </Stack>
      )}
    </QueryState>
  );
}
