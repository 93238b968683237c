import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageLoader';

/**
 * Loading spinner while in flight (or `loading`: a placeholder the size of the content, so nothing
 * below it moves when the data arrives); the spec's stored message (§8) on failure, with a retry.
 */
export function QueryState({
  isLoading,
  error,
  onRetry,
  loading,
  children,
}: {
  isLoading: boolean;
  error: Error | null;
  onRetry?: () => void;
  loading?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  if (isLoading) return loading ?? <PageLoader />;
  if (error)
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
      >
        {error.message}
      </Alert>
    );
  return <>{children}</>;
}
