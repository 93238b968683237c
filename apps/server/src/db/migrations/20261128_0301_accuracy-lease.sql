-- The accuracy job's run claim joins the shared refresh leases (issue 31, ADR 0020): accuracy_state kept its own copy
-- of the claim columns and statement. The claim, last attempt, last success (the report's time) and last error move
-- to the lease named 'accuracy', so a run already done is not redone; accuracy_state keeps the report.
INSERT INTO refresh_leases (name, claimed_at, last_attempt, last_refresh, last_error)
  SELECT 'accuracy', claimed_at, last_attempt, measured_at, last_error FROM accuracy_state WHERE id = 1
  ON CONFLICT (name) DO NOTHING;
ALTER TABLE accuracy_state DROP COLUMN claimed_at, DROP COLUMN last_attempt, DROP COLUMN last_error;
