-- Enterprise teams (issue #18): a team is owned by one Enterprise subscriber; members get Enterprise's
-- entitlements while the owner's subscription is active. Nothing here is deleted when the owner downgrades.
CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  dedicated_agent_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE team_members (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user_idx ON team_members (user_id);

-- Single-use, expiring invitations; only the token's hash is kept.
CREATE TABLE team_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  declined_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX team_invitations_team_idx ON team_invitations (team_id);

-- Saved 3D views shared with the team: the Share URL's query string with a name.
CREATE TABLE team_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  query text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_views_team_idx ON team_views (team_id, created_at DESC);

CREATE TABLE team_activity (
  id bigserial PRIMARY KEY,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
  kind text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_activity_team_idx ON team_activity (team_id, created_at DESC, id DESC);

-- A team key: created by a manager, acting for the team (metered to the owner's subscription).
ALTER TABLE api_keys ADD COLUMN team_id uuid REFERENCES teams(id) ON DELETE CASCADE;
CREATE INDEX api_keys_team_idx ON api_keys (team_id) WHERE team_id IS NOT NULL;

-- Dedicated agent routing: the agent a ticket went to first.
ALTER TABLE support_tickets ADD COLUMN assigned_agent_id uuid REFERENCES users(id) ON DELETE SET NULL;
