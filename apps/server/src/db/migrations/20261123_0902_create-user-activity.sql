-- The user's own recent activity (Dashboard's Recent Activities): written by listeners on domain events.
CREATE TABLE user_activity (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  detail text NOT NULL DEFAULT '',
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_activity_user_time ON user_activity (user_id, created_at DESC, id DESC);
