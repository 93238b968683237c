-- Issue 35: each follow's pass alerts gain a lead time (how long before the pass becomes visible the alert goes out,
-- 0-60 min; 30 was the job's fixed window until now) and a verdict filter (alert on every visible pass, or only on
-- the ones the outlook judges 'go', or 'go' and 'maybe').
ALTER TABLE follows
  ADD COLUMN lead_minutes integer NOT NULL DEFAULT 30 CHECK (lead_minutes BETWEEN 0 AND 60),
  ADD COLUMN pass_verdict text NOT NULL DEFAULT 'any' CHECK (pass_verdict IN ('go', 'maybe', 'any'));
