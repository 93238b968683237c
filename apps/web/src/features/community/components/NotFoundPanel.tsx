import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTranslation } from 'react-i18next';

export function NotFoundPanel({ what }: { what: 'thread' | 'category' }) {
  const { t } = useTranslation('community');
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.community.to()} color="inherit">
          {t('title')}
        </Button>
      }
    >
      {t(`notFound.${what}`)}
    </Alert>
  );
}
