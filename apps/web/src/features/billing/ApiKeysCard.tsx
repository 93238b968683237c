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
import { QueryState } from '../../components/ui/QueryState';
import { ApiError } from '../../lib/api';
import { requiredPlanOf, useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { UpgradePrompt } from './UpgradePrompt';

/** Personal API keys (Enterprise): the secret is shown once, right after creation. */
export function ApiKeysCard({ allowed, ratePerMinute }: { allowed: boolean; ratePerMinute: number }) {
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
          API access
        </Typography>
        {!allowed || plan ? (
          <UpgradePrompt feature="API access" plan={plan ?? 'enterprise'} />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Send a key in the <code>x-api-key</code> header to call <code>GET /api/celestial-data</code> and{' '}
              <code>POST /api/exports</code> without signing in. Each key allows {ratePerMinute} requests per minute.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label="Key name"
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
                Create key
              </Button>
            </Stack>
            {secret && (
              <Alert
                severity="success"
                data-testid="new-api-key"
                onClose={() => setSecret(null)}
                action={
                  <Tooltip title="Copy">
                    <IconButton
                      aria-label="Copy key"
                      color="inherit"
                      size="small"
                      onClick={() => void navigator.clipboard?.writeText(secret)}
                    >
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                Copy this key now; it is not shown again: <code style={{ wordBreak: 'break-all' }}>{secret}</code>
              </Alert>
            )}
            {create.error && !nameError && <Alert severity="error">{create.error.message}</Alert>}
            <QueryState isLoading={keys.isLoading} error={keys.error} onRetry={() => keys.refetch()}>
              <List dense aria-label="API keys">
                {(keys.data ?? []).map((k) => (
                  <ListItem
                    key={k.id}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Revoke ${k.name}`}
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(k.id)}
                      >
                        <Delete />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={`${k.name} (${k.prefix}…)`}
                      secondary={`Created ${new Date(k.createdAt).toLocaleDateString()} · ${k.lastUsedAt ? `last used ${new Date(k.lastUsedAt).toLocaleString()}` : 'never used'}`}
                    />
                  </ListItem>
                ))}
                {keys.data?.length === 0 && (
                  <ListItem>
                    <ListItemText primary="No keys yet" />
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
