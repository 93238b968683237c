-- Web Push (issue 35): the browsers that asked for notifications, per user. The endpoint (the push service's URL for
-- that browser) is unique: a browser signed into another account moves to it. The browser's keys (p256dh, auth) are
-- sealed with SECRETS_KEY like the TOTP seeds (lib/secret-box.ts): a leaked dump cannot read or forge its pushes.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  keys text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz,
  last_failure_at timestamptz,
  failures integer NOT NULL DEFAULT 0
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at);
