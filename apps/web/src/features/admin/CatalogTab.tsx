import { Refresh, UploadFile } from '@mui/icons-material';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { QueryState } from '../../components/ui/QueryState';
import { reasonOf, useCatalogStatus, useImportCatalog, useRefreshCatalog } from './api';
import { when } from './format';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n';

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
  const { t } = useTranslation('admin');
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
                <Row label={t('catalog.source')} value={t(`catalog.sources.${s.source}`)} />
                <Row
                  label={t('catalog.objects')}
                  value={t('catalog.objectsValue', {
                    count: formatNumber(s.count),
                    live: formatNumber(s.bySource.live),
                    nominal: formatNumber(s.bySource.nominal),
                    imported: formatNumber(s.bySource.imported),
                    stars: formatNumber(s.importedStars),
                  })}
                />
                <Row label={t('catalog.lastRefresh')} value={when(s.lastRefresh)} />
                <Row label={t('catalog.lastAttempt')} value={when(s.lastAttempt)} />
                <Row label={t('catalog.lastError')} value={s.lastError ?? t('none')} />
                <Row label={t('catalog.auto')} value={s.refreshEnabled ? t('catalog.every6h') : t('catalog.autoOff')} />
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
            <Alert severity="success">{t('catalog.imported', { count: formatNumber(upload.data.ids.length) })}</Alert>
          )}
          {upload.isError && (
            <Alert severity="error">{t('catalog.nothingImported', { reason: reasonOf(upload.error) })}</Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={<Refresh />}
              disabled={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              {refresh.isPending ? t('catalog.refreshing') : t('catalog.refresh')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={upload.isPending}
              onClick={() => file.current?.click()}
            >
              {upload.isPending ? t('catalog.importing') : t('catalog.import')}
            </Button>
            <input
              ref={file}
              type="file"
              hidden
              accept=".txt,.tle,.3le,.json,.csv,.geojson"
              aria-label={t('catalog.file')}
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) upload.mutate(f);
                e.target.value = '';
              }}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('catalog.accepted')}
          </Typography>
        </Stack>
      )}
    </QueryState>
  );
}
