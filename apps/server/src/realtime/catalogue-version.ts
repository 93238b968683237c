import type { SkyEngine } from '../sky/engine.ts';
import type { Gateway } from './gateway.ts';

/**
 * `catalogue.version` (packages/contracts socket.ts): whenever this process's sky engine loads a new catalogue
 * version (its own import or refresh, or the version poll seeing another process's), every socket connected here
 * hears it. `local`: each process announces its own reload, so with the Redis adapter no client hears it twice and
 * none hears of a version its process cannot serve yet (docs/adr/0021).
 */
export function registerCatalogueVersion(gateway: Gateway, engine: SkyEngine) {
  return engine.onReload(() => {
    gateway.io.local.emit('catalogue.version', {
      version: engine.version,
      satellites: engine.satellites.length,
      at: new Date().toISOString(),
    });
  });
}
