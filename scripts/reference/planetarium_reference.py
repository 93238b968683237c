#!/usr/bin/python3
"""
Independent reference for the planetarium's star places (packages/astro/src/star-place.test.ts).

Run once, commit the JSON it writes:  /usr/bin/python3 scripts/reference/planetarium_reference.py
Needs Debian's python3-astropy.

1. Precession: each J2000 catalogue place (FK5, equinox J2000) transformed by astropy to FK5 with the
   equinox of the date — the mean place of the date (IAU 1976 precession, no nutation or aberration).
2. Refraction: astropy's AltAz frame with and without an atmosphere (1013.25 hPa, 10 °C, 0 % humidity,
   0.55 µm: ERFA's refco/atioq model) gives the apparent minus geometric altitude of the same star.
   Different model from Bennett/Saemundsson, so the test allows 0.01° above 15° and 0.05° from 3° to 15°.
"""
import json
import os
import warnings

from astropy import units as u
from astropy.coordinates import FK5, AltAz, EarthLocation, SkyCoord
from astropy.time import Time
from astropy.utils import iers

iers.conf.auto_download = False
try:
    iers.conf.iers_degraded_accuracy = 'ignore'
except Exception:
    pass
warnings.simplefilter('ignore')

STARS = {
    'Polaris': (37.9546, 89.2641),
    'Sirius': (101.2872, -16.7161),
    'Vega': (279.2347, 38.7837),
    'Betelgeuse': (88.7929, 7.4071),
    'Canopus': (95.988, -52.6957),
    'Deneb': (310.358, 45.2803),
}
DATES = ['2026-11-23T21:00:00', '2050-06-01T00:00:00', '1990-01-01T00:00:00']

precession = []
for date in DATES:
    t = Time(date, scale='utc')
    for name, (ra, dec) in STARS.items():
        c = SkyCoord(ra=ra * u.deg, dec=dec * u.deg, frame=FK5(equinox='J2000'))
        p = c.transform_to(FK5(equinox=t))
        precession.append({'star': name, 'date': date + 'Z', 'ra': ra, 'dec': dec,
                           'raOfDate': round(p.ra.deg, 6), 'decOfDate': round(p.dec.deg, 6)})

# Refraction: Washington, DC; a star sampled at many altitudes through a night.
site = EarthLocation(lat=38.9072 * u.deg, lon=-77.0369 * u.deg, height=0 * u.m)
refraction = []
t0 = Time('2026-11-23T22:00:00', scale='utc')
for name in ['Sirius', 'Vega', 'Betelgeuse', 'Deneb']:
    ra, dec = STARS[name]
    c = SkyCoord(ra=ra * u.deg, dec=dec * u.deg, frame='icrs')
    for k in range(0, 24):
        t = t0 + k * 30 * u.min
        geo = c.transform_to(AltAz(obstime=t, location=site))
        if geo.alt.deg < 3:
            continue
        app = c.transform_to(AltAz(obstime=t, location=site, pressure=1013.25 * u.hPa,
                                   temperature=10 * u.deg_C, relative_humidity=0, obswl=0.55 * u.micron))
        refraction.append({'star': name, 'time': t.isot + 'Z', 'geometricAltDeg': round(geo.alt.deg, 6),
                           'refractionDeg': round(app.alt.deg - geo.alt.deg, 6)})

out = {'generatedBy': 'scripts/reference/planetarium_reference.py', 'precession': precession, 'refraction': refraction}
path = os.path.join(os.path.dirname(__file__), '..', '..', 'packages', 'astro', 'src', 'reference',
                    'planetarium-reference.json')
with open(path, 'w') as f:
    json.dump(out, f, indent=1)
print(len(precession), len(refraction))
