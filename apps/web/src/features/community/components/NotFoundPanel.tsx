import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export function NotFoundPanel({ what }: { what: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.community.to()} color="inherit">
          Community
        </Button>
      }
    >
      This {what} does not exist or is no longer available.
    </Alert>
  );
}
