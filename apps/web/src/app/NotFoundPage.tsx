import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';

export function NotFoundPage() {
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
          Lost in Space
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.85 }}>The page you are looking for has drifted into deep space.</Typography>
        <Button component={RouterLink} to={paths.home.to()} variant="contained" size="large">
          Return Home
        </Button>
      </Box>
    </Box>
  );
}
