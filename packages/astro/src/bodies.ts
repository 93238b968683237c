/** The Sun, the Moon and the planets by the lower-case ids the portal uses, as astronomy-engine names them (one table for almanac.ts, rise-set.ts and sky-targets.ts). */
import { Body } from 'astronomy-engine';

export type AlmanacBody =
  'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

export const BODY: Readonly<Record<AlmanacBody, Body>> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

export const isAlmanacBody = (id: string): id is AlmanacBody => Object.hasOwn(BODY, id);
