-- One follow list (issue 32): five tables (followed_objects for conjunction and re-entry alerts, followed_satellites
-- for pass alerts, launch_follows, and the team copies of the first and the last) become one. A row belongs to a
-- user or to a team (every member of an active team gets its alerts) and carries its alert settings. Migrated rows
-- keep exactly the alerts they had: an Observing follow alerted on passes only, an object-page follow on
-- conjunctions and re-entries; one satellite followed both ways becomes one row with all three.
CREATE TABLE follows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('satellite', 'launch')),
  -- 'sat-<catalogue number>' for a satellite, the source's id for a launch.
  target_id text NOT NULL,
  -- The launch's name when followed (a follow outlives a refresh that drops the launch); satellites are named live.
  label text,
  pass_alerts boolean NOT NULL DEFAULT true,
  conjunction_alerts boolean NOT NULL DEFAULT true,
  conjunction_km double precision NOT NULL DEFAULT 5 CHECK (conjunction_km > 0),
  reentry_alerts boolean NOT NULL DEFAULT true,
  launch_alerts boolean NOT NULL DEFAULT true,
  shared_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (team_id IS NULL))
);
CREATE UNIQUE INDEX follows_user_target ON follows (user_id, kind, target_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX follows_team_target ON follows (team_id, kind, target_id) WHERE team_id IS NOT NULL;
CREATE INDEX follows_target_idx ON follows (kind, target_id);

INSERT INTO follows (user_id, kind, target_id, pass_alerts, conjunction_alerts, conjunction_km, reentry_alerts,
                     launch_alerts, created_at)
SELECT user_id, 'satellite', object_id, false, true, conjunction_threshold_km, true, false, created_at
FROM followed_objects;

INSERT INTO follows (user_id, kind, target_id, pass_alerts, conjunction_alerts, reentry_alerts, launch_alerts, created_at)
SELECT user_id, 'satellite', 'sat-' || norad_id, true, false, false, false, created_at FROM followed_satellites
ON CONFLICT (user_id, kind, target_id) WHERE user_id IS NOT NULL
DO UPDATE SET pass_alerts = true, created_at = LEAST(follows.created_at, EXCLUDED.created_at);

INSERT INTO follows (user_id, kind, target_id, label, pass_alerts, conjunction_alerts, reentry_alerts, launch_alerts,
                     created_at)
SELECT f.user_id, 'launch', f.launch_id, (SELECT name FROM launches l WHERE l.id = f.launch_id), false, false, false,
       true, f.created_at
FROM launch_follows f;

INSERT INTO follows (team_id, kind, target_id, pass_alerts, conjunction_alerts, conjunction_km, reentry_alerts,
                     launch_alerts, shared_by, created_at)
SELECT team_id, 'satellite', object_id, false, true, conjunction_threshold_km, true, false, shared_by, created_at
FROM team_followed_objects;

INSERT INTO follows (team_id, kind, target_id, label, pass_alerts, conjunction_alerts, reentry_alerts, launch_alerts,
                     shared_by, created_at)
SELECT f.team_id, 'launch', f.launch_id, (SELECT name FROM launches l WHERE l.id = f.launch_id), false, false, false,
       true, f.shared_by, f.created_at
FROM team_launch_follows f;

DROP TABLE followed_objects, followed_satellites, launch_follows, team_followed_objects, team_launch_follows;
