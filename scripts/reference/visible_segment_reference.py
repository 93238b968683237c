#!/usr/bin/python3
"""
Independent reference for the visible part of satellite passes, run by packages/astro/src/visible-segment.test.ts.

Reads one JSON object on stdin: {"line1", "line2", "sites": [{"lat", "lon", "heightKm"}], "start" (ISO UTC), "days"}.
Writes one JSON list per site: an entry per pass (above 10 deg, not cut by the period) that is visible somewhere,
with the first and last visible instants and the direction there: {"start": {time, azimuthDeg, elevationDeg}, "end"}.

Visible means what Cosmos means (docs/features/observing.md): the satellite above 10 deg, outside the Earth's
umbra (conical shadow), and the Sun below -6 deg at the observer. Independent of the TypeScript code under test:
  - positions: python-sgp4 (Vallado's SGP4), TEME;
  - TEME -> ITRS -> topocentric AltAz: astropy (no refraction);
  - the Sun: astropy get_sun, GCRS -> TEME for the shadow and AltAz for its altitude;
  - Earth's umbra: the conical model written here from the two-disc geometry (Sun 696,000 km, Earth 6,378.137 km).
Passes are found on a 20 s grid (a rough GMST rotation), visibility on a 5 s grid (astropy), each boundary
on a 0.05 s grid around it.
Needs Debian's python3-sgp4, python3-astropy and python3-numpy; never downloads (IERS auto-download off).
"""
import json
import sys
import warnings

import numpy as np
from astropy import units as u
from astropy.coordinates import AltAz, CartesianRepresentation, EarthLocation, TEME, get_sun
from astropy.time import Time
from astropy.utils import iers
from sgp4.api import Satrec

iers.conf.auto_download = False
warnings.simplefilter('ignore')

R_SUN = 696000.0
R_EARTH = 6378.137
MIN_EL = 10.0
SUN_MAX = -6.0

req = json.load(sys.stdin)
sat = Satrec.twoline2rv(req['line1'], req['line2'])
t0 = Time(req['start'].rstrip('Z'), scale='utc')
loc = None  # the site being computed (site_reference reads it)


def state(t):
    """Elevation, azimuth, umbra flag and the Sun's altitude at the times t."""
    e, r, _ = sat.sgp4_array(t.jd1, t.jd2)
    assert np.all(e == 0)
    teme = TEME(CartesianRepresentation(r.T * u.km), obstime=t)
    aa = teme.transform_to(AltAz(obstime=t, location=loc))
    sun = get_sun(t)
    s = sun.transform_to(TEME(obstime=t)).cartesian.xyz.to(u.km).value.T
    sun_alt = sun.transform_to(AltAz(obstime=t, location=loc)).alt.deg
    d = s - r
    ds = np.linalg.norm(d, axis=1)
    dr = np.linalg.norm(r, axis=1)
    a = np.arcsin(R_SUN / ds)
    b = np.arcsin(R_EARTH / dr)
    c = np.arccos(np.clip(np.sum(-r * d, axis=1) / (dr * ds), -1, 1))
    umbra = c <= b - a
    return aa.alt.deg, aa.az.deg, umbra, sun_alt


def rough_elevation(t):
    """Elevation from SGP4's TEME rotated by GMST (IAU 1982) on a spherical Earth: only to find when passes happen."""
    _, r, _ = sat.sgp4_array(t.jd1, t.jd2)
    d = t.jd - 2451545.0
    gmst = np.radians((280.46061837 + 360.98564736629 * d) % 360)
    x = r[:, 0] * np.cos(gmst) + r[:, 1] * np.sin(gmst)
    y = -r[:, 0] * np.sin(gmst) + r[:, 1] * np.cos(gmst)
    lat, lon = np.radians(req['lat']), np.radians(req['lon'])
    o = 6371.0 * np.array([np.cos(lat) * np.cos(lon), np.cos(lat) * np.sin(lon), np.sin(lat)])
    rel = np.stack([x, y, r[:, 2]], axis=1) - o
    up = o / np.linalg.norm(o)
    return np.degrees(np.arcsin(rel @ up / np.linalg.norm(rel, axis=1)))


def at(seconds):
    return t0 + np.asarray(seconds) * u.s


def visibility(seconds):
    el, az, umbra, sun_alt = state(at(seconds))
    return (el >= MIN_EL) & ~umbra & (sun_alt < SUN_MAX), el, az


def site_reference():
    """Every astropy evaluation is batched: one call for all passes on a 5 s grid, one for all boundaries."""
    coarse = np.arange(0, req['days'] * 86400 + 1, 20.0)
    above = rough_elevation(at(coarse)) >= MIN_EL - 3  # generous: astropy decides below
    runs, i = [], 0
    while i < len(above):
        if not above[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(above) and above[j + 1]:
            j += 1
        if i > 0 and j < len(above) - 1:  # a pass cut by the period is no reference
            runs.append(np.arange(coarse[i - 1], coarse[j + 1] + 0.1, 5.0))
        i = j + 1
    v, el, _ = visibility(np.concatenate(runs))
    edges, k = [], 0
    for g in runs:
        vg, eg = v[k:k + len(g)], el[k:k + len(g)]
        k += len(g)
        if vg.any() and eg[0] < MIN_EL and eg[-1] < MIN_EL:
            a = int(np.argmax(vg))
            b = len(vg) - 1 - int(np.argmax(vg[::-1]))
            edges.append((np.arange(g[a - 1], g[a] + 0.001, 0.05), np.arange(g[b], g[b + 1] + 0.001, 0.05)))
    fine = [x for pair in edges for x in pair]
    if not fine:
        return []
    fv, fel, faz = visibility(np.concatenate(fine))
    out, k = [], 0
    for rise_grid, set_grid in edges:
        pts = []
        for g, first in ((rise_grid, True), (set_grid, False)):
            gv = fv[k:k + len(g)]
            idx = int(np.argmax(gv)) if first else int(np.argmax(~gv)) - 1  # first visible / last visible
            pts.append({'time': (at(g[idx])).utc.isot + 'Z', 'azimuthDeg': float(faz[k + idx]),
                        'elevationDeg': float(fel[k + idx])})
            k += len(g)
        out.append({'start': pts[0], 'end': pts[1]})
    return out


results = []
for site in req['sites']:
    loc = EarthLocation.from_geodetic(site['lon'] * u.deg, site['lat'] * u.deg, site['heightKm'] * u.km)
    req['lat'], req['lon'] = site['lat'], site['lon']
    results.append(site_reference())
print(json.dumps(results))
