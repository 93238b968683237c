-- Saved observing locations (issue 13): several per account, one of them the default.
CREATE TABLE IF NOT EXISTS observing_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  altitude_m double precision NOT NULL DEFAULT 0,
  time_zone text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS observing_locations_user ON observing_locations (user_id, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS observing_locations_one_default ON observing_locations (user_id) WHERE is_default;
