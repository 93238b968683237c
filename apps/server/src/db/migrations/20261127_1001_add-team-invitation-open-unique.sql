-- Issue 30 N3: at most one open invitation per team and address. Older duplicates (possible before the team row
-- lock) are closed first, keeping the newest; expired ones are closed by the service before it inserts.
UPDATE team_invitations i SET revoked_at = now()
WHERE i.accepted_at IS NULL AND i.declined_at IS NULL AND i.revoked_at IS NULL
  AND EXISTS (SELECT 1 FROM team_invitations n WHERE n.team_id = i.team_id AND lower(n.email) = lower(i.email)
    AND n.accepted_at IS NULL AND n.declined_at IS NULL AND n.revoked_at IS NULL
    AND (n.created_at, n.id) > (i.created_at, i.id));
CREATE UNIQUE INDEX team_invitations_open_email_idx ON team_invitations (team_id, lower(email))
  WHERE accepted_at IS NULL AND declined_at IS NULL AND revoked_at IS NULL;
