-- One lease table for the single-leader refreshes (issue 31): the catalogue, launches and news each kept the same
-- four columns (claimed, last attempt, last success, last error) and a copy of the claim statement. Their values
-- move here under the refresh's name, so a refresh already done is not redone and a recorded error stays shown.
CREATE TABLE refresh_leases (
  name text PRIMARY KEY,
  claimed_at timestamptz,
  last_attempt timestamptz,
  last_refresh timestamptz,
  last_error text
);
INSERT INTO refresh_leases (name, claimed_at, last_attempt, last_refresh, last_error)
  SELECT 'catalog', refresh_claimed_at, last_attempt, last_refresh, last_error FROM catalog_state WHERE id = 1;
INSERT INTO refresh_leases (name, claimed_at, last_attempt, last_refresh, last_error)
  SELECT 'launches', refresh_claimed_at, last_attempt, last_refresh, last_error FROM launch_state WHERE id = 1;
INSERT INTO refresh_leases (name, claimed_at, last_attempt, last_refresh, last_error)
  SELECT 'news', refresh_claimed_at, last_attempt, last_refresh, last_error FROM news_state WHERE id = 1;
ALTER TABLE catalog_state DROP COLUMN refresh_claimed_at, DROP COLUMN last_attempt, DROP COLUMN last_refresh,
  DROP COLUMN last_error;
ALTER TABLE launch_state DROP COLUMN refresh_claimed_at, DROP COLUMN last_attempt, DROP COLUMN last_refresh,
  DROP COLUMN last_error;
ALTER TABLE news_state DROP COLUMN refresh_claimed_at, DROP COLUMN last_attempt, DROP COLUMN last_refresh,
  DROP COLUMN last_error;
