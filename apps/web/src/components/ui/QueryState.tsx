import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader';

/** Loading spinner while in flight; the spec's stored message (§8) on failure, with a retry. */
export function QueryState({ isLoading, error, onRetry, children }: { isLoading: boolean; error: Error | null; onRetry?: () => void; children: ReactNode }) {
  if (isLoading) return <PageLoader />;
  if (error)
    return (
      <Alert severity="error" action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
        {error.message}
      </Alert>
    );
  return <>{children}</>;
}
