import { Delete } from '@mui/icons-material';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface TeamListRow {
  key: string;
  /** What the row says; it takes the free width, so the controls line up on the right. */
  content: ReactNode;
  /** Controls other than the delete button (role picker, transfer, leave...). */
  actions?: ReactNode;
  /** The bin button: `title` is its tooltip, `label` its accessible name (naming the row). */
  remove?: { title: string; label: string; onClick: () => void };
}

/**
 * The Team page's lists (members, invitations, keys, views, followed satellites and launches): one row per item,
 * its text, then its controls. `empty` replaces the list when there are no rows; without it an empty list renders
 * nothing visible, for cards that say "none" themselves.
 */
export function TeamList({ rows, empty, wrap }: { rows: TeamListRow[]; empty?: ReactNode; wrap?: boolean }) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((r) => (
        <Stack
          component="li"
          key={r.key}
          direction="row"
          spacing={1}
          sx={wrap ? { alignItems: 'center', flexWrap: 'wrap' } : { alignItems: 'center' }}
        >
          <Typography sx={{ flexGrow: 1 }}>{r.content}</Typography>
          {r.actions}
          {r.remove && (
            <Tooltip title={r.remove.title}>
              <IconButton aria-label={r.remove.label} onClick={r.remove.onClick}>
                <Delete />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
