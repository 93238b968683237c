import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { typeKey, type VizObject } from './model';

const FIRST = 100;
/** The most rows the list renders at once: beyond this the list would cost more than the scene it describes. */
const MOST = 2000;

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
  const { t } = useTranslation('visualization');
  const [all, setAll] = useState(false);
  const shown = all ? objects.slice(0, MOST) : objects.slice(0, FIRST);
  return (
    <Box
      component="section"
      aria-labelledby="viz-list-title"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Typography id="viz-list-title" variant="subtitle2" component="h2">
        {t('list.title', { n: formatNumber(objects.length) })}
      </Typography>
      {/* One column that scrolls inside its panel: CSS columns with a fixed height overflowed sideways (issue 36). */}
      <List dense sx={{ overflow: 'auto', flex: 1, minHeight: 0 }} aria-label={t('list.aria')} data-testid="viz-list">
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
                secondary={t(`types.${typeKey(o)}`)}
                slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {objects.length > FIRST && (
        <Button size="small" onClick={() => setAll(!all)}>
          {all
            ? t('list.showFirst', { n: FIRST })
            : objects.length <= MOST
              ? t('list.showAll', { n: formatNumber(objects.length) })
              : t('list.showMost', { most: formatNumber(MOST), n: formatNumber(objects.length) })}
        </Button>
      )}
    </Box>
  );
});
