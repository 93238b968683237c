import { VR_LOBBY_CHANNEL } from '@cosmos/contracts';
import { Button, Card, CardActions, CardContent, CardMedia, Chip, Grid, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryState } from '../../components/ui/QueryState';
import { onReconnect, useSocketState } from '../../lib/socket';
import { useVr } from './vr-store';
import { paths } from '../../lib/paths';
import { useTranslation } from 'react-i18next';

export function VrExperiencePage() {
  const { t } = useTranslation('vr');
  const { scenes, isLoading, error, fetchScenes, setMembers } = useVr();
  const socket = useSocketState((s) => s.socket);
  const connected = useSocketState((s) => s.connected);

  useEffect(() => {
    void fetchScenes();
    const off = onReconnect(() => void useVr.getState().fetchScenes());
    return () => void off();
  }, [fetchScenes]);

  // Live member counts: the lobby channel carries every scene's vrSceneUpdate.
  useEffect(() => {
    if (!socket) return;
    const onUpdate = (u: { id: string; members: number }) => setMembers(u.id, u.members);
    socket.on('vrSceneUpdate', onUpdate);
    socket.emit('subscribe', VR_LOBBY_CHANNEL);
    return () => {
      socket.off('vrSceneUpdate', onUpdate);
      socket.emit('unsubscribe', VR_LOBBY_CHANNEL);
    };
  }, [socket, connected, setMembers]);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryState
        isLoading={isLoading && scenes.length === 0}
        error={error ? new Error(error) : null}
        onRetry={() => void fetchScenes()}
      >
        <Grid container spacing={2}>
          {scenes.map((s) => (
            <Grid key={s.id} size={{ xs: 12, sm: 6 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`vr-card-${s.id}`}>
                <CardMedia component="img" height="160" image={s.thumbnail} alt="" />
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">
                    {s.title}
                  </Typography>
                  <Typography color="text.secondary">{s.description}</Typography>
                  <Chip
                    size="small"
                    sx={{ mt: 1 }}
                    data-testid="vr-card-members"
                    label={t('exploring', { count: s.members })}
                  />
                </CardContent>
                <CardActions>
                  <Button variant="contained" component={Link} to={paths.vrScene.to(s.id)}>
                    {t('start')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </QueryState>
    </>
  );
}
