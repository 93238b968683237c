import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
        background: 'radial-gradient(ellipse at center, #1a1446 0%, #070a1a 70%)',
        color: '#fff',
      }}
    >
      <Box>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          {t('notFound.title')}
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.85 }}>{t('notFound.text')}</Typography>
        <Button component={RouterLink} to={paths.home.to()} variant="contained" size="large">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
