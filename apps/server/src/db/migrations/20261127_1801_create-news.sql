-- The Space Science news feed: the last good set fetched from NEWS_URL (one row; the hourly refresh replaces it
-- whole, so a failed or malformed fetch keeps it) and the claim that lets one process fetch per hour.
CREATE TABLE news_state (
  id integer PRIMARY KEY CHECK (id = 1),
  items jsonb NOT NULL DEFAULT '[]',
  last_refresh timestamptz,
  last_attempt timestamptz,
  last_error text,
  refresh_claimed_at timestamptz
);
INSERT INTO news_state (id) VALUES (1);
