-- Seats bought beyond the plan's included ones (issue #18: "more billed per seat through the same invoices and
-- proration"). Charged to the team owner's subscription: prorated when added, on every renewal after.
ALTER TABLE teams ADD COLUMN extra_seats integer NOT NULL DEFAULT 0 CHECK (extra_seats >= 0);
