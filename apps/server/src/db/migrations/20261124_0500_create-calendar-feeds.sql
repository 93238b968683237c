-- Private iCalendar feeds (issue 13): one per user, reached by a secret URL without a session. Only the
-- secret's SHA-256 is stored (like sessions), so a database leak does not hand out readable feed URLs;
-- rotating replaces the row, revoking deletes it. The location is optional: without one (or once it is
-- deleted) the feed follows the user's default observing place.
CREATE TABLE IF NOT EXISTS calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  location_id uuid REFERENCES observing_locations(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_fetched_at timestamptz
);
