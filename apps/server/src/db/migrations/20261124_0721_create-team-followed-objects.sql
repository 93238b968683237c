-- Followed objects a team shares (issue #18): every member of an active team gets their alerts, as if they
-- followed the object themselves (the alert jobs read both lists through follows.repository satelliteFollows).
CREATE TABLE team_followed_objects (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  object_id text NOT NULL,
  conjunction_threshold_km double precision NOT NULL DEFAULT 5 CHECK (conjunction_threshold_km > 0),
  shared_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, object_id)
);
CREATE INDEX team_followed_objects_object_idx ON team_followed_objects (object_id);
