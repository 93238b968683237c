import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';

/** Where to go next from the numbers: the Observing tools (map, "what was that?", sky chart). */
export function ObservingLinks() {
  const { t } = useTranslation('sky');
  const links = [
    { key: 'map', to: paths.observing.to() },
    { key: 'identify', to: paths.observingIdentify.to() },
    { key: 'sky', to: paths.observingSky.to() },
  ] as const;
  return (
    <Stack
      component="nav"
      aria-label={t('observingLinks.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('observingLinks.label')}
      </Typography>
      {links.map((l) => (
        <Button key={l.key} component={RouterLink} to={l.to} size="small" variant="outlined">
          {t(`observingLinks.${l.key}`)}
        </Button>
      ))}
    </Stack>
  );
}
