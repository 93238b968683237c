-- Sky alerts (ISS pass, eclipse) already sent: one row per user and event, so every process and every
-- run of the sky-alerts job sends each alert once, even after the user clears their inbox.
CREATE TABLE sky_alerts_sent (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_key)
);
CREATE INDEX sky_alerts_sent_at_idx ON sky_alerts_sent (sent_at);
