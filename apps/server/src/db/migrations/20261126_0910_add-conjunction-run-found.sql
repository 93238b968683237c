-- How many encounters a run found; `conjunctions` is how many were stored (the closest, at most MAX_STORED).
ALTER TABLE conjunction_runs ADD COLUMN found INTEGER;
