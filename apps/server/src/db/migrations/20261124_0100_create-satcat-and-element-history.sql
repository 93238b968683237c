-- SATCAT metadata per catalogue number (issue 14), kept apart from `satellites` so a refresh that replaces
-- the element sets, or an administrator's import, keeps what is known about each object. Joined on read.
-- source: 'satcat' = fetched from SATCAT_URL; 'nominal' = the bundled offline metadata.
CREATE TABLE satcat (
  norad_id integer PRIMARY KEY CHECK (norad_id > 0),
  name text NOT NULL,
  cospar text,
  object_type text NOT NULL CHECK (object_type IN ('PAY', 'R/B', 'DEB', 'UNK')),
  owner text,
  launch_date date,
  launch_site text,
  decay_date date,
  period_min double precision,
  inclination_deg double precision,
  apogee_km double precision,
  perigee_km double precision,
  rcs_size text CHECK (rcs_size IN ('SMALL', 'MEDIUM', 'LARGE')),
  source text NOT NULL CHECK (source IN ('satcat', 'nominal'))
);

-- Element-set history: the orbit's shape at each element-set epoch a refresh or import brought in.
-- Only the derived numbers are kept (a 30,000-object catalogue refreshed four times a day for 90 days
-- is ~10 million rows); retention is bounded by ELEMENT_HISTORY_DAYS and ELEMENT_HISTORY_MAX_PER_OBJECT.
CREATE TABLE satellite_element_history (
  norad_id integer NOT NULL,
  epoch timestamptz NOT NULL,
  perigee_km double precision NOT NULL,
  apogee_km double precision NOT NULL,
  inclination_deg double precision NOT NULL,
  period_min double precision NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (norad_id, epoch)
);
CREATE INDEX satellite_element_history_epoch_idx ON satellite_element_history (epoch);
