-- Conjunction screening: one row per screening run, the encounters of the latest finished run
-- (replaced in one transaction per run), and the objects users follow with their alert threshold.
CREATE TABLE conjunction_runs (
  id bigserial PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  trigger text NOT NULL CHECK (trigger IN ('catalog', 'admin', 'start')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  duration_ms integer,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  threshold_km double precision NOT NULL,
  catalog_version bigint,
  objects integer,
  pairs_examined bigint,
  conjunctions integer,
  error text
);
CREATE INDEX conjunction_runs_started_idx ON conjunction_runs (started_at DESC);

CREATE TABLE conjunctions (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES conjunction_runs(id) ON DELETE CASCADE,
  primary_norad integer NOT NULL,
  secondary_norad integer NOT NULL,
  primary_name text NOT NULL,
  secondary_name text NOT NULL,
  -- The element sets that were screened, so the 3D view shows the encounter as computed.
  primary_line1 text NOT NULL,
  primary_line2 text NOT NULL,
  secondary_line1 text NOT NULL,
  secondary_line2 text NOT NULL,
  primary_epoch timestamptz NOT NULL,
  secondary_epoch timestamptz NOT NULL,
  tca timestamptz NOT NULL,
  miss_km double precision NOT NULL,
  rel_speed_kms double precision NOT NULL,
  radial_km double precision NOT NULL,
  in_track_km double precision NOT NULL,
  cross_track_km double precision NOT NULL
);
CREATE INDEX conjunctions_miss_idx ON conjunctions (miss_km, id);
CREATE INDEX conjunctions_tca_idx ON conjunctions (tca, id);
CREATE INDEX conjunctions_primary_idx ON conjunctions (primary_norad);
CREATE INDEX conjunctions_secondary_idx ON conjunctions (secondary_norad);

-- Objects a user follows (reusable by any feature that alerts on an object); the threshold is the
-- largest miss distance that still earns a conjunction notification.
CREATE TABLE followed_objects (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_id text NOT NULL,
  conjunction_threshold_km double precision NOT NULL DEFAULT 5 CHECK (conjunction_threshold_km > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, object_id)
);
CREATE INDEX followed_objects_object_idx ON followed_objects (object_id);
