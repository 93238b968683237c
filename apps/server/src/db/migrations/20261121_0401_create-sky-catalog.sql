-- Orbital catalogue: one row per satellite, TLE lines as the single stored representation
-- (OMM input is converted to TLE lines on import). Positions are derived, never stored.
CREATE TABLE satellites (
  norad_id integer PRIMARY KEY CHECK (norad_id > 0),
  name text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL,
  epoch timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('live', 'nominal', 'imported')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Imported star catalogue rows (HYG CSV / GeoJSON); the built-in bright stars live in code.
CREATE TABLE catalog_stars (
  id text PRIMARY KEY,
  hip integer,
  name text NOT NULL,
  ra_deg double precision NOT NULL,
  dec_deg double precision NOT NULL,
  distance_ly double precision,
  vmag double precision NOT NULL,
  spectral_type text,
  teff_k double precision,
  mass_sun double precision,
  radius_sun double precision,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row: what every process needs to know about the catalogue (version bumps make the others reload).
CREATE TABLE catalog_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  last_refresh timestamptz,
  last_attempt timestamptz,
  last_error text,
  refresh_claimed_at timestamptz
);
INSERT INTO catalog_state (id) VALUES (1);

-- Short-lived tokens for Server-Sent Events stream URLs (EventSource cannot send an Authorization header).
CREATE TABLE sky_stream_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_id text NOT NULL,
  quality text NOT NULL CHECK (quality IN ('low', 'medium', 'high')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sky_stream_tokens_expiry_idx ON sky_stream_tokens (expires_at);
