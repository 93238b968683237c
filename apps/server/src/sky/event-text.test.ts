/**
 * Sky event texts in the four languages, from astro's structured events. The English is held to the text
 * packages/astro writes itself (the same event, two writers); es/fr/de are the catalogue's sentences.
 */
import { upcomingEvents, type SkyEventAbout } from '@cosmos/astro';
import { describe, expect, it } from 'vitest';
import { skyEventText } from './event-text.ts';

describe('sky event texts', () => {
  it('English from `about` is exactly the text astro wrote, for every event of a busy year', () => {
    const ev = upcomingEvents(new Date('2024-01-01T00:00:00Z'), 366);
    expect(new Set(ev.map((e) => e.about.kind)).size).toBe(7);
    for (const e of ev) expect(skyEventText(e.about, 'en')).toEqual({ title: e.title, detail: e.detail });
  });

  const cases: [SkyEventAbout, Record<'es' | 'fr' | 'de', [string, string]>][] = [
    [
      { kind: 'moonPhase', phase: 'lastQuarter' },
      {
        es: ['Cuarto menguante', 'Fase lunar: cuarto menguante'],
        fr: ['Dernier quartier', 'Phase de la Lune : dernier quartier'],
        de: ['Letztes Viertel', 'Mondphase: letztes Viertel'],
      },
    ],
    [
      { kind: 'solarEclipse', eclipse: 'total', greatest: { lat: 65.2, lon: -25.2 } },
      {
        es: ['Eclipse solar total', 'Eclipse solar total global. Máximo del eclipse en 65,2°, -25,2°.'],
        fr: ['Éclipse solaire totale', "Éclipse solaire totale globale. Maximum de l'éclipse à 65,2°, -25,2°."],
        de: ['Totale Sonnenfinsternis', 'Globale totale Sonnenfinsternis. Maximum der Finsternis bei 65,2°, -25,2°.'],
      },
    ],
    [
      { kind: 'lunarEclipse', eclipse: 'total', totalMinutes: 82 },
      {
        es: ['Eclipse lunar total', 'Eclipse lunar total, fase total de 82 min.'],
        fr: ['Éclipse lunaire totale', 'Éclipse lunaire totale, phase totale de 82 min.'],
        de: ['Totale Mondfinsternis', 'Totale Mondfinsternis, totale Phase 82 Min.'],
      },
    ],
    [
      { kind: 'opposition', body: 'Jupiter' },
      {
        es: [
          'Júpiter en oposición',
          'Júpiter opuesto al Sol: en su punto más cercano y brillante, visible toda la noche.',
        ],
        fr: [
          "Jupiter à l'opposition",
          "Jupiter à l'opposé du Soleil : au plus près et au plus brillant, visible toute la nuit.",
        ],
        de: [
          'Jupiter in Opposition',
          'Jupiter steht der Sonne gegenüber: am nächsten und hellsten, die ganze Nacht sichtbar.',
        ],
      },
    ],
    [
      { kind: 'inferiorConjunction', body: 'Mercury' },
      {
        es: ['Conjunción inferior de Mercurio', 'Mercurio pasa entre la Tierra y el Sol.'],
        fr: ['Conjonction inférieure de Mercure', 'Mercure passe entre la Terre et le Soleil.'],
        de: ['Untere Konjunktion von Merkur', 'Merkur zieht zwischen Erde und Sonne hindurch.'],
      },
    ],
    [
      { kind: 'superiorConjunction', body: 'Venus' },
      {
        es: ['Conjunción superior de Venus', 'Venus pasa por detrás del Sol.'],
        fr: ['Conjonction supérieure de Vénus', 'Vénus passe derrière le Soleil.'],
        de: ['Obere Konjunktion von Venus', 'Venus zieht hinter der Sonne vorbei.'],
      },
    ],
    [
      { kind: 'closeApproach', bodies: ['Venus', 'Saturn'], separationDeg: 0.5 },
      {
        es: ['Conjunción Venus–Saturno', 'Venus y Saturno, a 0,50° de distancia.'],
        fr: ['Conjonction Vénus–Saturne', 'Écart entre Vénus et Saturne : 0,50°.'],
        de: ['Konjunktion Venus–Saturn', 'Venus und Saturn stehen 0,50° voneinander entfernt.'],
      },
    ],
  ];
  for (const [about, texts] of cases)
    it(`${about.kind} in Spanish, French and German`, () => {
      for (const lang of ['es', 'fr', 'de'] as const) {
        const [title, detail] = texts[lang];
        expect(skyEventText(about, lang)).toEqual({ title, detail });
      }
    });

  it('a lunar eclipse without a total phase says so in each language', () => {
    const about: SkyEventAbout = { kind: 'lunarEclipse', eclipse: 'penumbral', totalMinutes: null };
    expect(skyEventText(about, 'es').detail).toBe('Eclipse lunar penumbral, sin fase total.');
    expect(skyEventText(about, 'de').detail).toBe('Halbschatten-Mondfinsternis, ohne totale Phase.');
  });
});
