-- One table for "this alert went to this user once" (issue 31): sky alerts (passes, eclipses, close approaches) and
-- watch alerts (launches, re-entries) were claimed in two tables by four copies of one statement. Their keys never
-- overlap (each starts with its kind), so both move here unchanged and nothing already sent is sent again.
CREATE TABLE alerts_sent (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_key)
);
CREATE INDEX alerts_sent_at_idx ON alerts_sent (sent_at);
INSERT INTO alerts_sent (user_id, event_key, sent_at)
  SELECT user_id, event_key, sent_at FROM sky_alerts_sent ON CONFLICT DO NOTHING;
INSERT INTO alerts_sent (user_id, event_key, sent_at)
  SELECT user_id, event_key, sent_at FROM watch_alerts_sent ON CONFLICT DO NOTHING;
DROP TABLE sky_alerts_sent;
DROP TABLE watch_alerts_sent;
