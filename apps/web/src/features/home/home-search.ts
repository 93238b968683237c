/**
 * Home's search: one query fans out to the catalogue (names, catalogue numbers, COSPAR ids), the offline place
 * gazetteer, the launch list and the documentation index; the portal's sections are matched locally. Results are
 * grouped, and the groups are ordered by their best match so that the first option (what Enter opens) is the best
 * answer: "ISS" → the ISS, "Lisbon" → the place.
 */
import type { CelestialObject, DocLink, LaunchList, PlaceSuggestion } from '@cosmos/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keys } from '../../lib/api/keys';
import { docsIndexQuery } from '../../lib/api/queries/docs';
import { homeSearchCalls } from '../../lib/api/queries/search';
import { paths } from '../../lib/paths';

export type SearchGroup = 'objects' | 'places' | 'launches' | 'pages' | 'docs';
export interface SearchHit {
  group: SearchGroup;
  id: string;
  label: string;
  detail?: string;
  to: string;
  score: number;
}

const FAIL = 'Failed to fetch celestial data'; // spec §8
/** Ties between groups go to the more specific answer. */
const GROUP_ORDER: SearchGroup[] = ['objects', 'places', 'launches', 'pages', 'docs'];
const PER_GROUP = 5;

/** 3 exact, 2 prefix (of the text or one of its words), 1 contains, 0 no match. */
export function matchScore(text: string, q: string): number {
  const t = text.toLowerCase();
  const s = q.trim().toLowerCase();
  if (!s) return 0;
  if (t === s) return 3;
  if (t.startsWith(s) || t.split(/[\s(),/-]+/).some((w) => w === s)) return 2.5;
  if (t.split(/[\s(),/-]+/).some((w) => w.startsWith(s))) return 2;
  return t.includes(s) ? 1 : 0;
}

const norad = (o: CelestialObject) => (o.elements ? String(o.elements.noradId) : '');
const cospar = (o: CelestialObject) => (typeof o.details?.cospar === 'string' ? o.details.cospar : '');

export function objectHits(objects: CelestialObject[], q: string): SearchHit[] {
  return objects.map((o) => {
    // The server matched it (name, number or designator): an exact number or designator is an exact answer.
    const exactId = [norad(o), cospar(o)].some((x) => x && x.toLowerCase() === q.trim().toLowerCase());
    return {
      group: 'objects' as const,
      id: o.id,
      label: o.name,
      detail: [norad(o), cospar(o)].filter(Boolean).join(' · '),
      to: paths.object.to(o.id),
      score: exactId ? 3 : Math.max(matchScore(o.name, q), 1.5),
    };
  });
}

export const placeHits = (places: PlaceSuggestion[], q: string): SearchHit[] =>
  places.map((p) => ({
    group: 'places',
    id: `${p.name}-${p.latitude}-${p.longitude}`,
    label: p.name,
    detail: [p.admin, p.country].filter(Boolean).join(', '),
    // Settings' places card, with the name to add.
    to: `${paths.settings.to()}?${new URLSearchParams({ place: p.name })}`,
    score: Math.max(matchScore(p.name, q), 1.5),
  }));

export const launchHits = (lists: LaunchList[], q: string): SearchHit[] =>
  lists
    .flatMap((l) => l.items)
    .map((l) => ({
      group: 'launches' as const,
      id: l.id,
      label: l.name,
      detail: [l.vehicle, l.provider].filter(Boolean).join(' · '),
      to: paths.missionControl.to('launch', l.id),
      score: Math.max(matchScore(l.name, q), matchScore(`${l.mission.name ?? ''} ${l.vehicle}`, q) * 0.9),
    }))
    .filter((h) => h.score > 0);

export const docHits = (docs: DocLink[], q: string): SearchHit[] =>
  docs
    .map((d) => ({
      group: 'docs' as const,
      id: d.id,
      label: d.title,
      detail: d.summary,
      to: paths.doc.to(d.id),
      score: Math.max(matchScore(d.title, q), matchScore(d.summary, q) * 0.5),
    }))
    .filter((h) => h.score > 0);

/** Sections: `label` in the interface language, `words` the English words people type. */
export const pageHits = (pages: { key: string; label: string; words: string; to: string }[], q: string) =>
  pages
    .map((p) => ({
      group: 'pages' as const,
      id: p.key,
      label: p.label,
      to: p.to,
      score: Math.max(matchScore(p.label, q), matchScore(p.words, q) * 0.5),
    }))
    .filter((h) => h.score > 0);

/** Best few per group, groups ordered by their best hit (ties: GROUP_ORDER), so the first hit is the best one. */
export function rank(hits: SearchHit[]): SearchHit[] {
  const groups = GROUP_ORDER.map((g) =>
    hits
      .filter((h) => h.group === g)
      .sort((a, b) => b.score - a.score)
      .slice(0, PER_GROUP),
  ).filter((g) => g.length > 0);
  groups.sort((a, b) => b[0].score - a[0].score || GROUP_ORDER.indexOf(a[0].group) - GROUP_ORDER.indexOf(b[0].group));
  return groups.flat();
}

/** Waits until typing pauses before searching. */
export function useDebounced(value: string, ms = 250) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Each source may fail alone (a place search offline still finds objects). */
const settle = async <T>(p: Promise<T>, empty: T) => p.catch(() => empty);

/**
 * The remote hits for `q` (from 2 characters). No placeholder data: while a new query runs, `data` is undefined,
 * so the previous query's rows are never shown for the new text.
 */
export function useRemoteSearch(q: string) {
  const text = q.trim();
  const docs = useQuery({ ...docsIndexQuery(FAIL), staleTime: 10 * 60_000 });
  const remote = useQuery({
    queryKey: keys.homeSearch(text.toLowerCase()),
    enabled: text.length >= 2,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const [objects, places, upcoming, recent] = await Promise.all([
        settle<CelestialObject[]>(homeSearchCalls.satellites(text, PER_GROUP, signal), []),
        settle<PlaceSuggestion[]>(homeSearchCalls.places(text, PER_GROUP, signal), []),
        settle<LaunchList | null>(homeSearchCalls.launches('upcoming', signal), null),
        settle<LaunchList | null>(homeSearchCalls.launches('recent', signal), null),
      ]);
      const lists = [upcoming, recent].filter((l): l is LaunchList => !!l?.items);
      return { q: text, hits: [...objectHits(objects, text), ...placeHits(places, text), ...launchHits(lists, text)] };
    },
  });
  const fresh = remote.data?.q === text ? remote.data.hits : [];
  return {
    hits: [...fresh, ...docHits(docs.data ?? [], text)],
    loading: text.length >= 2 && remote.data?.q !== text,
  };
}
