-- Why people cancel, when they chose to say: read by the team, never shown to other users.
CREATE TABLE subscription_cancellations (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id text NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_cancellations_user ON subscription_cancellations (user_id, created_at DESC);
