import type { CatalogueVersionEvent, CelestialUpdate, CelestialUpdateCompact } from '@cosmos/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { keys } from '../../lib/api/keys';
import { onReconnect, useSocketState } from '../../lib/socket';
import type { VizEngine } from '../../scene/engine';
import { RELOAD_DELAY_MS, shouldReloadCatalogue } from './catalogue-version';

/**
 * Live updates (spec: merged): the server runs the same SGP4 and ephemerides as our worker, so its states agree
 * with ours; an update re-syncs propagation (a full run) at most every 30 s, and so does a reconnect. A changed
 * catalogue is announced apart (`catalogue.version`) and fetched again when newer than the one held.
 */
export function useLiveUpdates(engineRef: RefObject<VizEngine | null>, heldVersion: number | null) {
  const socket = useSocketState((x) => x.socket);
  const qc = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastResync = 0;
    const onUpdate = (_u: CelestialUpdate | CelestialUpdateCompact) => {
      if (Date.now() - lastResync < 30_000) return;
      lastResync = Date.now();
      engineRef.current?.resync();
    };
    const onCatalogue = (v: CatalogueVersionEvent) => {
      if (!shouldReloadCatalogue(heldVersion, v)) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void qc.invalidateQueries({ queryKey: keys.visualization.catalogue() }),
        Math.random() * RELOAD_DELAY_MS,
      );
    };
    socket.emit('subscribe', 'celestial');
    socket.on('celestialDataUpdate', onUpdate);
    socket.on('catalogue.version', onCatalogue);
    const offReconnect = onReconnect(() => {
      socket.emit('subscribe', 'celestial');
      engineRef.current?.resync();
    });
    return () => {
      clearTimeout(timer);
      offReconnect();
      socket.off('celestialDataUpdate', onUpdate);
      socket.off('catalogue.version', onCatalogue);
      socket.emit('unsubscribe', 'celestial');
    };
  }, [socket, heldVersion, qc, engineRef]);
}
