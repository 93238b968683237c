-- Support targets by plan: the plan a ticket was filed under, when its first answer is due, when it came,
-- when the ticket was first resolved, and when agents were warned of a coming breach.
ALTER TABLE support_tickets ADD COLUMN plan_id text;
ALTER TABLE support_tickets ADD COLUMN first_response_due_at timestamptz;
ALTER TABLE support_tickets ADD COLUMN first_responded_at timestamptz;
ALTER TABLE support_tickets ADD COLUMN resolved_at timestamptz;
ALTER TABLE support_tickets ADD COLUMN sla_warned_at timestamptz;
CREATE INDEX support_tickets_due_idx ON support_tickets (first_response_due_at) WHERE first_responded_at IS NULL;
