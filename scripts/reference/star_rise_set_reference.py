#!/usr/bin/python3
"""
Independent reference for the assistant's star rise and set times
(apps/server/src/modules/chatbot/tools/star-rise-set.test.ts).

Run once, commit the JSON it writes:  /usr/bin/python3 scripts/reference/star_rise_set_reference.py
Needs Debian's python3-astropy and python3-numpy (apt-get install -y python3-astropy python3-numpy).

Method, independent of astronomy-engine: the star's J2000 (ICRS) catalogue place, transformed by astropy
to the site's AltAz frame (IAU 2006/2000A precession-nutation, annual aberration, Earth rotation) with no
refraction (pressure 0); rise and set are the instants its geometric altitude crosses -34 arcmin, the
standard refraction at the horizon (the almanac convention for stars, which have no semi-diameter).
Sampled every 2 minutes over two days, each crossing bisected to 0.1 s.
"""
import json
import os
import warnings

import numpy as np
from astropy import units as u
from astropy.coordinates import AltAz, EarthLocation, SkyCoord
from astropy.time import Time
from astropy.utils import iers

iers.conf.auto_download = False
try:
    iers.conf.iers_degraded_accuracy = 'ignore'  # no network: UT1-UTC beyond the bundled table (< 1 s) is fine here
except Exception:
    pass
warnings.simplefilter('ignore')

HORIZON_DEG = -34.0 / 60.0
# Catalogue places as packages/astro/src/stars-data.ts has them (J2000, degrees).
STARS = {
    'Sirius': (101.2872, -16.7161),
    'Vega': (279.2347, 38.7837),
    'Betelgeuse': (88.7929, 7.4071),
    'Deneb': (310.358, 45.2803),
    'Capella': (79.1723, 45.998),
    'Canopus': (95.988, -52.6957),
}
SITES = {
    'Lisbon': (38.72, -9.14),
    'Sydney': (-33.87, 151.21),
    'Oslo': (59.91, 10.75),
}
CASES = [
    ('Sirius', 'Lisbon', '2026-11-23T12:00:00'),
    ('Vega', 'Lisbon', '2026-11-23T12:00:00'),
    ('Betelgeuse', 'Lisbon', '2027-03-20T00:00:00'),
    ('Deneb', 'Lisbon', '2027-03-20T00:00:00'),
    ('Sirius', 'Sydney', '2026-11-23T12:00:00'),
    ('Canopus', 'Sydney', '2026-11-23T12:00:00'),
    ('Betelgeuse', 'Oslo', '2026-11-23T12:00:00'),
    ('Capella', 'Oslo', '2026-11-23T12:00:00'),
    ('Canopus', 'Lisbon', '2026-11-23T12:00:00'),
]


def altitude(coord, loc, t):
    return coord.transform_to(AltAz(obstime=t, location=loc, pressure=0 * u.hPa)).alt.deg - HORIZON_DEG


def first_crossing(coord, loc, start, rising):
    t0 = Time(start, scale='utc')
    minutes = np.arange(0, 2 * 24 * 60 + 1, 2)
    ts = t0 + minutes * u.min
    f = altitude(coord, loc, ts)
    for i in range(len(ts) - 1):
        if (rising and f[i] < 0 <= f[i + 1]) or (not rising and f[i] >= 0 > f[i + 1]):
            a, b = ts[i], ts[i + 1]
            fa = f[i]
            while (b - a).to(u.s).value > 0.1:
                m = a + (b - a) / 2
                fm = altitude(coord, loc, m)
                if (fm < 0) == (fa < 0):
                    a, fa = m, fm
                else:
                    b = m
            return (a + (b - a) / 2).isot + 'Z'
    return None


out = []
for star, site, start in CASES:
    ra, dec = STARS[star]
    lat, lon = SITES[site]
    coord = SkyCoord(ra=ra * u.deg, dec=dec * u.deg, frame='icrs')
    loc = EarthLocation(lat=lat * u.deg, lon=lon * u.deg, height=0 * u.m)
    out.append({
        'star': star, 'site': site, 'lat': lat, 'lon': lon, 'start': start + 'Z',
        'rise': first_crossing(coord, loc, start, True),
        'set': first_crossing(coord, loc, start, False),
    })

path = os.path.join(os.path.dirname(__file__), '..', '..', 'apps', 'server', 'src', 'modules', 'chatbot', 'tools',
                    'star-rise-set.reference.json')
with open(path, 'w') as fh:
    json.dump({'generatedBy': 'scripts/reference/star_rise_set_reference.py (astropy %s)' % __import__('astropy').__version__,
               'horizonDeg': HORIZON_DEG, 'cases': out}, fh, indent=2)
    fh.write('\n')
print(json.dumps(out, indent=1))
