-- Launches a team follows together (issue #18): every member of an active team is told of the launch's status
-- changes and of its window an hour ahead, as if they followed it themselves (launches.repository followersOf
-- merges both lists, one row per user and launch). No foreign key to launches, as for launch_follows.
CREATE TABLE team_launch_follows (
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  launch_id text NOT NULL,
  shared_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, launch_id)
);
CREATE INDEX team_launch_follows_launch_idx ON team_launch_follows (launch_id);
