-- "How accurate is Cosmos?" (issue 34). accuracy_state: the last report the accuracy job measured (one row; a run
-- replaces it whole) and the claim that lets one process measure per interval. reentry_forecasts: the re-entry
-- predictions the job records (one per object per day), kept so they can be scored against the decays that follow.
CREATE TABLE accuracy_state (
  id integer PRIMARY KEY CHECK (id = 1),
  report jsonb,
  measured_at timestamptz,
  last_attempt timestamptz,
  last_error text,
  claimed_at timestamptz
);
INSERT INTO accuracy_state (id) VALUES (1);

CREATE TABLE reentry_forecasts (
  norad_id integer NOT NULL,
  predicted_on date NOT NULL,
  predicted_at timestamptz NOT NULL,
  predicted_time timestamptz NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  PRIMARY KEY (norad_id, predicted_on)
);
