-- One observing place model (issue 32): before it, the profile's latitude/longitude drove the assistant while the
-- first saved observing location drove passes, Tonight, Home and the calendar feed. Both move here, nothing lost:
-- every observing location keeps its id (calendar feeds point at it), and the profile's coordinates become a place
-- of their own unless a saved location already sits there. The default stays the default saved location (what
-- drove most screens); a user with only profile coordinates gets them as the default.
CREATE TABLE places (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  elevation_m double precision,
  -- IANA zone. NULL only on rows made from profile coordinates below: the lookup from coordinates is code
  -- (tz-lookup), so places.service fills it on first read.
  time_zone text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX places_user_idx ON places (user_id, created_at);
CREATE UNIQUE INDEX places_one_default ON places (user_id) WHERE is_default;

INSERT INTO places (id, user_id, name, latitude, longitude, elevation_m, time_zone, is_default, created_at)
SELECT id, user_id, name, latitude, longitude, altitude_m, time_zone, is_default, created_at FROM observing_locations;

INSERT INTO places (user_id, name, latitude, longitude, time_zone, is_default, created_at)
SELECT u.id, COALESCE(NULLIF(trim(u.location), ''), 'Home'), u.latitude, u.longitude, NULL,
       NOT EXISTS (SELECT 1 FROM observing_locations l WHERE l.user_id = u.id AND l.is_default), u.created_at
FROM users u
WHERE u.latitude IS NOT NULL AND u.longitude IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM observing_locations l
    WHERE l.user_id = u.id AND abs(l.latitude - u.latitude) < 1e-6 AND abs(l.longitude - u.longitude) < 1e-6
  );

-- A calendar feed's chosen place keeps pointing at the same row, now in places.
ALTER TABLE calendar_feeds DROP CONSTRAINT calendar_feeds_location_id_fkey;
ALTER TABLE calendar_feeds
  ADD CONSTRAINT calendar_feeds_location_id_fkey FOREIGN KEY (location_id) REFERENCES places(id) ON DELETE SET NULL;

-- The old sources go, so nothing can read them by mistake. The profile's location text stays (a display field).
DROP TABLE observing_locations;
ALTER TABLE users DROP COLUMN latitude, DROP COLUMN longitude;
