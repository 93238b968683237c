-- Payments, renewal, Stripe webhook dedupe, personal API keys and usage metering.
ALTER TABLE subscriptions ADD COLUMN provider_customer_id text;
ALTER TABLE subscriptions ADD COLUMN provider_subscription_id text;
ALTER TABLE subscriptions ADD COLUMN provider_synced_at timestamptz;
CREATE INDEX subscriptions_period_end_idx ON subscriptions (current_period_end);

ALTER TABLE invoices ADD COLUMN period_start timestamptz;
ALTER TABLE invoices ADD COLUMN period_end timestamptz;
ALTER TABLE invoices ADD COLUMN kind text NOT NULL DEFAULT 'manual';
ALTER TABLE invoices ADD COLUMN provider_ref text;
-- One renewal invoice per user and period, whatever process gets there first.
CREATE UNIQUE INDEX invoices_renewal_once ON invoices (user_id, period_start) WHERE kind = 'renewal';
CREATE UNIQUE INDEX invoices_provider_ref ON invoices (provider_ref) WHERE provider_ref IS NOT NULL;

CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id);

CREATE TABLE api_key_hits (
  key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key_id, window_start)
);

CREATE TABLE usage_counters (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  bytes bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, period_start)
);
