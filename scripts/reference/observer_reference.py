#!/usr/bin/python3
"""
Independent reference values for the observer's-sky accuracy tests (packages/astro/src/observer-accuracy.test.ts).

Run once, commit the JSON it writes:  /usr/bin/python3 scripts/reference/observer_reference.py
Needs Debian's python3-sgp4, python3-astropy and python3-numpy (apt-get install -y python3-sgp4 python3-astropy python3-numpy).

Independent of the TypeScript code under test:
  - positions: python-sgp4 (Vallado's C++ SGP4 via the sgp4 package), WGS-72;
  - TEME -> ITRS -> topocentric AltAz: astropy (IAU 2006/2000A Earth rotation, IERS tables, WGS-84 site);
  - the Sun: astropy get_sun (VSOP87-based), transformed GCRS -> TEME for the shadow geometry;
  - Earth's shadow: the conical (umbra/penumbra) model written here from the two-disc geometry;
  - magnitudes: the same published model (standard magnitude at 1,000 km and 90 deg phase,
    5 log10(range/1000 km), diffuse-sphere phase law, penumbral dimming) evaluated on astropy geometry;
  - twilight and sunrise/sunset: astropy Sun altitude (geometric, no refraction) crossing
    -0.833 deg (rise/set: 34' refraction + 16' semi-diameter, the USNO convention), -6, -12, -18 deg.
"""
import json
import math
import os
import warnings

import numpy as np
from astropy import units as u
from astropy.coordinates import (AltAz, CartesianDifferential, CartesianRepresentation, EarthLocation, GCRS, TEME,
                                 get_sun)
from astropy.time import Time
from astropy.utils import iers
from sgp4.api import Satrec

iers.conf.auto_download = False
warnings.simplefilter('ignore')

ISS1 = '1 25544U 98067A   19156.50900463  .00003075  00000-0  59442-4 0  9992'
ISS2 = '2 25544  51.6433  59.2583 0008217  16.4489 347.6017 15.51174618173442'
STD_MAG = -1.8
MIN_EL = 10.0
R_SUN = 696000.0
R_EARTH = 6378.137
SITES = [
    {'name': 'Santa Cruz, California', 'lat': 36.9613, 'lon': -122.0308, 'heightKm': 0.37},
    {'name': 'Boulder, Colorado', 'lat': 40.0, 'lon': -105.27, 'heightKm': 1.6},
]
START = '2019-06-05T00:00:00'
DAYS = 3

sat = Satrec.twoline2rv(ISS1, ISS2)


def teme_at(t):
    e, r, v = sat.sgp4_array(t.jd1, t.jd2)
    assert np.all(e == 0)
    return r  # km, (n, 3)


def altaz(t, loc):
    r = teme_at(t)
    teme = TEME(CartesianRepresentation(r.T * u.km), obstime=t)
    aa = teme.transform_to(AltAz(obstime=t, location=loc))
    return aa.alt.deg, aa.az.deg, aa.distance.km, r


def sun_teme(t):
    return get_sun(t).transform_to(TEME(obstime=t)).cartesian.xyz.to(u.km).value.T


def observer_teme(t, loc):
    itrs = loc.get_itrs(obstime=t)
    return itrs.transform_to(TEME(obstime=t)).cartesian.xyz.to(u.km).value.T


def shadow(r, s):
    """Conical model: returns (rank 0 sunlit / 1 penumbra / 2 umbra, visible fraction of the Sun)."""
    d = s - r
    ds = np.linalg.norm(d, axis=1)
    dr = np.linalg.norm(r, axis=1)
    a = np.arcsin(R_SUN / ds)
    b = np.arcsin(R_EARTH / dr)
    c = np.arccos(np.clip(np.sum(-r * d, axis=1) / (dr * ds), -1, 1))
    rank = np.where(c >= a + b, 0, np.where(c <= b - a, 2, 1))
    frac = np.ones(len(r))
    pen = rank == 1
    aa, bb, cc = a[pen], b[pen], c[pen]
    x = (cc ** 2 + aa ** 2 - bb ** 2) / (2 * cc)
    y = np.sqrt(np.clip(aa ** 2 - x ** 2, 0, None))
    overlap = aa ** 2 * np.arccos(np.clip(x / aa, -1, 1)) + bb ** 2 * np.arccos(np.clip((cc - x) / bb, -1, 1)) - cc * y
    frac[pen] = 1 - overlap / (math.pi * aa ** 2)
    frac[rank == 2] = 0
    return rank, frac


def magnitude(r, s, o, rng, frac):
    us = s - r
    uo = o - r
    cosp = np.sum(us * uo, axis=1) / (np.linalg.norm(us, axis=1) * np.linalg.norm(uo, axis=1))
    ph = np.arccos(np.clip(cosp, -1, 1))
    f = (math.pi - ph) * np.cos(ph) + np.sin(ph)
    with np.errstate(divide='ignore'):
        m = STD_MAG + 5 * np.log10(rng / 1000) - 2.5 * np.log10(f) - 2.5 * np.log10(frac)
    return np.where(frac > 0, m, np.nan)


def iso(t):
    return t.utc.isot + 'Z'


def crossing(tt, y, level):
    """Linear interpolation of y == level between consecutive samples (returns Time)."""
    i = np.where((y[:-1] - level) * (y[1:] - level) <= 0)[0][0]
    w = (level - y[i]) / (y[i + 1] - y[i])
    return tt[i] + w * (tt[i + 1] - tt[i])


def fine(t0, t1, step_s):
    n = int(round((t1 - t0).sec / step_s)) + 1
    return t0 + np.arange(n) * step_s * u.s


def site_passes(site):
    loc = EarthLocation.from_geodetic(site['lon'] * u.deg, site['lat'] * u.deg, site['heightKm'] * u.km)
    t0 = Time(START, scale='utc')
    coarse = t0 + np.arange(0, DAYS * 86400 + 1, 10) * u.s
    el, _, _, _ = altaz(coarse, loc)
    above = el >= MIN_EL
    passes = []
    i = 0
    while i < len(above):
        if not above[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(above) and above[j + 1]:
            j += 1
        if i == 0 or j == len(above) - 1:  # clipped by the period: not a reference pass
            i = j + 1
            continue
        # Rise, set: 0.05 s grid around the coarse crossing; culmination: 0.05 s grid around the highest sample.
        tr = fine(coarse[i - 1], coarse[i], 0.05)
        rise = crossing(tr, altaz(tr, loc)[0], MIN_EL)
        ts = fine(coarse[j], coarse[j + 1], 0.05)
        set_ = crossing(ts, altaz(ts, loc)[0], MIN_EL)
        k = i + int(np.argmax(el[i:j + 1]))
        tc = fine(coarse[k - 1], coarse[k + 1], 0.05)
        elc = altaz(tc, loc)[0]
        culm = tc[int(np.argmax(elc))]
        pts = Time([rise, culm, set_])
        pel, paz, _, _ = altaz(pts, loc)
        sun_alt = get_sun(culm).transform_to(AltAz(obstime=culm, location=loc)).alt.deg
        # Shadow and magnitude along the pass on a 1 s grid; transitions refined on a 0.05 s grid.
        tp = fine(rise, set_, 1.0)
        _, _, rng, r = altaz(tp, loc)
        s = sun_teme(tp)
        rank, frac = shadow(r, s)
        events = []
        for q in np.where(rank[:-1] != rank[1:])[0]:
            tq = fine(tp[q], tp[q + 1], 0.05)
            rq, _ = shadow(teme_at(tq), sun_teme(tq))
            for level, enter, leave in ((1, 'enterPenumbra', 'exitPenumbra'), (2, 'enterUmbra', 'exitUmbra')):
                before, after = rank[q] >= level, rank[q + 1] >= level
                if before != after:
                    idx = int(np.where((rq >= level) == after)[0][0])
                    events.append({'time': iso(tq[idx]), 'kind': enter if after else leave})
        mags = magnitude(r, s, observer_teme(tp, loc), rng, frac)
        sample = [int(x) for x in np.linspace(0, len(tp) - 1, 7)]
        passes.append({
            'rise': {'time': iso(rise), 'azimuthDeg': paz[0], 'elevationDeg': pel[0]},
            'culmination': {'time': iso(culm), 'azimuthDeg': paz[1], 'elevationDeg': pel[1]},
            'set': {'time': iso(set_), 'azimuthDeg': paz[2], 'elevationDeg': pel[2]},
            'sunAltitudeDegAtCulmination': float(sun_alt),
            'shadowEvents': sorted(events, key=lambda e: e['time']),
            'magnitudes': [{'time': iso(tp[q]), 'magnitude': None if np.isnan(mags[q]) else float(mags[q])} for q in sample],
        })
        i = j + 1
    return passes


def sun_times(place, date):
    """Sunset, dusk twilights (evening of `date`) and dawn twilights, sunrise (next morning), local noon to noon."""
    loc = EarthLocation.from_geodetic(place['lon'] * u.deg, place['lat'] * u.deg, place['heightKm'] * u.km)
    noon = Time(date + 'T12:00:00', scale='utc') - place['lon'] / 15 * u.hour
    tt = noon + np.arange(0, 86400 + 1, 10) * u.s
    alt = get_sun(tt).transform_to(AltAz(obstime=tt, location=loc)).alt.deg
    mid = int(np.argmin(alt))
    out = {}
    for name, level in (('sunset', -0.833), ('civilDusk', -6), ('nauticalDusk', -12), ('astronomicalDusk', -18)):
        w = slice(0, mid + 1)
        t = refine_sun(tt[w], alt[w], level, loc)
        out[name] = None if t is None else iso(t)
    for name, level in (('astronomicalDawn', -18), ('nauticalDawn', -12), ('civilDawn', -6), ('sunrise', -0.833)):
        w = slice(mid, len(tt))
        t = refine_sun(tt[w], alt[w], level, loc)
        out[name] = None if t is None else iso(t)
    return out


def refine_sun(tt, alt, level, loc):
    if not np.any((alt[:-1] - level) * (alt[1:] - level) <= 0):
        return None  # the Sun never reaches this altitude that night (e.g. midsummer at high latitude)
    t = crossing(tt, alt, level)
    tf = t + np.arange(-15, 15.01, 0.5) * u.s
    af = get_sun(tf).transform_to(AltAz(obstime=tf, location=loc)).alt.deg
    return crossing(tf, af, level)


def main():
    out = {
        'generatedBy': 'scripts/reference/observer_reference.py (python-sgp4 + astropy %s)' % __import__('astropy').__version__,
        'tle': [ISS1, ISS2], 'standardMagnitude': STD_MAG, 'minElevationDeg': MIN_EL, 'start': START + 'Z', 'days': DAYS,
        'sites': [],
        'sunTimes': [],
    }
    for site in SITES:
        out['sites'].append({**site, 'passes': site_passes(site)})
    for place, date in (({'name': 'Washington, DC', 'lat': 38.8895, 'lon': -77.0353, 'heightKm': 0.0}, '2026-11-23'),
                        ({'name': 'Greenwich, London', 'lat': 51.4779, 'lon': -0.0015, 'heightKm': 0.046}, '2026-06-21')):
        out['sunTimes'].append({**place, 'date': date, **sun_times(place, date)})
    path = os.path.join(os.path.dirname(__file__), '..', '..', 'packages', 'astro', 'src', 'reference', 'observer-reference.json')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        json.dump(out, f, indent=1)
    print('wrote', os.path.normpath(path))


if __name__ == '__main__':
    main()
