-- Admin console: disabled accounts, an audit log of every admin action, and a record of scheduled job runs.

-- A disabled account cannot sign in and none of its sessions or API keys authenticate; NULL = active.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Append-only: who did what to which target, when and from which address. The actor's email is copied
-- so an entry still reads correctly after the account changes or is deleted.
CREATE TABLE admin_audit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  target_label text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC, id DESC);

-- One row per run of a scheduled job (and per "refresh now"); pruned to the latest runs per job.
CREATE TABLE job_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  ok boolean,
  error text
);
CREATE INDEX job_runs_name_idx ON job_runs (name, started_at DESC);
