-- Web Push retries (issue 35): a push the push service could not take yet (429, 5xx, no answer) waits here for its
-- next try instead of in a timer, so a restart or a crash loses none. One row per message and subscription; gone once
-- delivered, given up (the cap), past its TTL (a pass alert an hour late is useless), or with its subscription
-- (deleted by its owner, or at a 404/410 from the push service). `claimed_at` is a lease: the process that claims a
-- due row sends it; a claim older than two minutes is a crashed holder's and is taken over.
CREATE TABLE push_retries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  urgency text NOT NULL,
  ttl_seconds integer NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  next_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_retries_due_idx ON push_retries (next_at);
CREATE INDEX push_retries_subscription_idx ON push_retries (subscription_id);
