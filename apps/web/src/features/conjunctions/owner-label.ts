import type { Conjunction, ConjunctionOwner } from '@cosmos/contracts';
import { formatRegion, i18n } from '../../lib/i18n';

/**
 * An owner in the interface language: a country through Intl (every language's own name for it), a
 * multinational owner through this feature's texts (`owners.<code>`), else the catalogue's name
 * (companies keep theirs), else the bare SATCAT code.
 */
export function ownerLabel(o: ConjunctionOwner): string {
  const key = `owners.${o.code}`;
  return (
    (o.country ? formatRegion(o.country) : undefined) ??
    (i18n.exists(key, { ns: 'conjunctions' }) ? i18n.t(key, { ns: 'conjunctions' }) : undefined) ??
    o.name ??
    o.code
  );
}

/** "Debris · China": an object's type and, when the catalogue has one, its owner. */
export function objectDetails(o: Conjunction['primary']): string {
  const type = i18n.t(`objectType.${o.objectType}`, { ns: 'conjunctions' });
  return o.owner ? `${type} · ${ownerLabel(o.owner)}` : type;
}
