-- Launches from the Launch Library 2 source (issue 14). The last good fetch replaces the whole set in
-- one transaction; when no fetch ever succeeded the service serves the bundled samples instead.
CREATE TABLE launches (
  id text PRIMARY KEY,
  name text NOT NULL,
  status_abbrev text NOT NULL,
  status_name text NOT NULL,
  net timestamptz NOT NULL,
  window_start timestamptz,
  window_end timestamptz,
  vehicle text NOT NULL,
  provider text,
  mission_name text,
  mission_description text,
  mission_type text,
  orbit text,
  pad_name text,
  pad_location text,
  launch_designator text,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX launches_net_idx ON launches (net);

-- One row: when the source was last fetched, and why it last failed (null after a success).
CREATE TABLE launch_state (
  id integer PRIMARY KEY CHECK (id = 1),
  last_refresh timestamptz,
  last_attempt timestamptz,
  last_error text,
  refresh_claimed_at timestamptz
);
INSERT INTO launch_state (id) VALUES (1);

-- Launches a user follows: they are told of status changes and of the window an hour ahead. No foreign
-- key to launches: a follow survives a refresh that briefly drops the launch, and sample ids are not stored.
CREATE TABLE launch_follows (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  launch_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, launch_id)
);
CREATE INDEX launch_follows_launch_idx ON launch_follows (launch_id);

-- Launch and re-entry alerts already sent, one row per user and event (kept 60 days: a re-entry window
-- can stay at one width for weeks, longer than sky_alerts_sent's 7-day retention).
CREATE TABLE watch_alerts_sent (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_key)
);
CREATE INDEX watch_alerts_sent_at_idx ON watch_alerts_sent (sent_at);
