import { ContentCopy, Delete } from '@mui/icons-material';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/i18n';
import { QueryState } from '../../components/ui/QueryState';
import { ApiError } from '../../lib/api';
import { requiredPlanOf, useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { UpgradePrompt } from './UpgradePrompt';

/** Personal API keys (Enterprise): the secret is shown once, right after creation. */
export function ApiKeysCard({ allowed, ratePerMinute }: { allowed: boolean; ratePerMinute: number }) {
  const { t } = useTranslation('billing');
  const keys = useApiKeys(allowed);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const nameError = create.error instanceof ApiError ? create.error.fieldError('name') : undefined;
  const plan = requiredPlanOf(create.error);
  return (
    <Card component="section" aria-labelledby="api-keys-title">
      <CardContent>
        <Typography id="api-keys-title" variant="h6" component="h2" gutterBottom>
          {t('apiKeys.title')}
        </Typography>
        {!allowed || plan ? (
          <UpgradePrompt feature={t('apiKeys.title')} plan={plan ?? 'enterprise'} />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              <Trans t={t} i18nKey="apiKeys.intro" values={{ rate: ratePerMinute }} components={{ code: <code /> }} />
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label={t('apiKeys.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={Boolean(nameError)}
                helperText={nameError}
              />
              <Button
                variant="contained"
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(name, {
                    onSuccess: (k) => {
                      setSecret(k.key);
                      setName('');
                    },
                  })
                }
              >
                {t('apiKeys.create')}
              </Button>
            </Stack>
            {secret && (
              <Alert
                severity="success"
                data-testid="new-api-key"
                onClose={() => setSecret(null)}
                action={
                  <Tooltip title={t('apiKeys.copy')}>
                    <IconButton
                      aria-label={t('apiKeys.copyKey')}
                      color="inherit"
                      size="small"
                      onClick={() => void navigator.clipboard?.writeText(secret)}
                    >
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                {t('apiKeys.shownOnce')} <code style={{ wordBreak: 'break-all' }}>{secret}</code>
              </Alert>
            )}
            {create.error && !nameError && <Alert severity="error">{create.error.message}</Alert>}
            <QueryState isLoading={keys.isLoading} error={keys.error} onRetry={() => keys.refetch()}>
              <List dense aria-label={t('apiKeys.list')}>
                {(keys.data ?? []).map((k) => (
                  <ListItem
                    key={k.id}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('apiKeys.revoke', { name: k.name })}
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(k.id)}
                      >
                        <Delete />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={`${k.name} (${k.prefix}…)`}
                      secondary={`${t('apiKeys.created', { date: formatDate(k.createdAt) })} · ${k.lastUsedAt ? t('apiKeys.lastUsed', { date: formatDateTime(k.lastUsedAt) }) : t('apiKeys.neverUsed')}`}
                    />
                  </ListItem>
                ))}
                {keys.data?.length === 0 && (
                  <ListItem>
                    <ListItemText primary={t('apiKeys.empty')} />
                  </ListItem>
                )}
              </List>
            </QueryState>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
