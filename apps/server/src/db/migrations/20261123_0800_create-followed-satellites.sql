-- Satellites a user follows (issue 13): their visible passes are announced like the ISS's.
CREATE TABLE IF NOT EXISTS followed_satellites (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  norad_id integer NOT NULL CHECK (norad_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, norad_id)
);
