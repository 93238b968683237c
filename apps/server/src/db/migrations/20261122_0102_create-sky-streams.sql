-- Open SSE streams as leases, so the per-user cap counts streams on every process. A process renews
-- its leases while the streams run; a lease not renewed for a minute (its process died) no longer counts.
CREATE TABLE sky_streams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id text,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sky_streams_user_idx ON sky_streams (user_id);
