import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { memo, useState } from 'react';
import type { VizObject } from './model';

const FIRST = 100;

/** The canvas's text alternative: the objects the filters let through in this view. */
export const ObjectList = memo(function ObjectList({
  objects,
  selection,
  onSelect,
}: {
  objects: VizObject[];
  selection: string[];
  onSelect: (id: string) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? objects.slice(0, 2000) : objects.slice(0, FIRST);
  return (
    <Box component="section" aria-labelledby="viz-list-title">
      <Typography id="viz-list-title" variant="subtitle2" component="h2">
        Visible objects ({objects.length.toLocaleString('en-US')})
      </Typography>
      <List
        dense
        sx={{ maxHeight: 220, overflow: 'auto', columns: { md: 3, sm: 2, xs: 1 } }}
        aria-label="Visible objects"
        data-testid="viz-list"
      >
        {shown.map((o) => (
          <ListItem key={o.id} disablePadding data-id={o.id} data-type={o.type} sx={{ breakInside: 'avoid' }}>
            <ListItemButton
              selected={selection.includes(o.id)}
              aria-pressed={selection.includes(o.id)}
              onClick={() => onSelect(o.id)}
              sx={{ py: 0 }}
            >
              <ListItemText
                primary={o.name}
                secondary={o.type}
                slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {objects.length > FIRST && (
        <Button size="small" onClick={() => setAll(!all)}>
          {all ? `Show first ${FIRST}` : `Show up to 2000 of ${objects.length.toLocaleString('en-US')}`}
        </Button>
      )}
    </Box>
  );
});
