import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A spinner for a page or card whose data is on its way; the status and the progress bar both carry its name. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  const name = label ?? t('loading');
  return (
    <Box role="status" aria-label={name} sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={name} />
    </Box>
  );
}
