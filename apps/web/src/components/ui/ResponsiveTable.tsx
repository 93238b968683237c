import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

/** One column: its heading (the card's label too) and how a row shows in it. */
export interface Column<R> {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** What the card shows instead of `cell`; null leaves the field out of that card (a dash a table needs, a card does not). */
  cardCell?: (row: R) => ReactNode;
  align?: 'left' | 'right';
  /** Keep the cell on one line in the table (times, magnitudes). */
  nowrap?: boolean;
  /** In the card: 'title' heads the card, 'action' sits at its top right, 'hide' leaves the column out. */
  card?: 'title' | 'action' | 'hide';
  /** The table hides the column below this breakpoint (a card always shows it). */
  tableFrom?: Breakpoint;
  /** data-testid of the cell (the table's td, or the card's value). */
  testId?: string;
}

type RowAttributes = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | boolean | undefined>;

export interface ResponsiveTableProps<R> {
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  /** The table's (and the card list's) accessible name. */
  label: string;
  /** Attributes of each row (data-testid, data-* flags), the same on a table row and on a card. */
  rowProps?: (row: R) => RowAttributes;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  testId?: string;
  /** Card list instead of the table at any width (tests, and callers that know they are narrow). */
  forceCards?: boolean;
  /** Cards with few short fields (times, magnitudes) put them on one wrapping line instead of a label column. */
  inlineFields?: boolean;
}

/** Below 600 px (MUI's `sm`) every table is a list of cards: no key column waits behind a sideways swipe. */
export const useNarrowScreen = () => useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

/**
 * Cards on a narrow screen, and also when the table does not fit the box it is in (a long German heading in a third
 * of a wide page): measured before paint, so the reader never sees the clipped table. The width the table needed is
 * remembered, so the table comes back only when the box is wide enough for it again (no flip-flopping).
 */
function useCardsLayout(forced: boolean, content: unknown) {
  const narrow = useNarrowScreen();
  const box = useRef<HTMLDivElement>(null);
  const [needs, setNeeds] = useState(0);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const cards = forced || narrow || (needs > 0 && width < needs);
  useLayoutEffect(() => {
    const el = box.current;
    if (cards || !el) return;
    const table = el.querySelector('table');
    if (table && table.scrollWidth > el.clientWidth + 1) {
      setWidth(el.clientWidth);
      setNeeds(table.scrollWidth);
    }
  }, [cards, content]);
  return { cards, box };
}

export function ResponsiveTable<R>(props: ResponsiveTableProps<R>) {
  const { cards, box } = useCardsLayout(props.forceCards ?? false, props.rows);
  return (
    <Box ref={box} data-testid={props.testId} data-layout={cards ? 'cards' : 'table'} sx={{ minWidth: 0 }}>
      {cards ? <CardList {...props} /> : <WideTable {...props} />}
    </Box>
  );
}

function WideTable<R>({ columns, rows, rowKey, label, rowProps, empty }: ResponsiveTableProps<R>) {
  const shown = (c: Column<R>) => (c.tableFrom ? { display: { xs: 'none', [c.tableFrom]: 'table-cell' } } : {});
  const sx = (c: Column<R>) => ({ ...(c.nowrap ? { whiteSpace: 'nowrap' } : {}), px: 1, ...shown(c) });
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={sx(c)}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={rowKey(r)} {...rowProps?.(r)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={sx(c)} data-testid={c.testId}>
                  {c.cell(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && empty && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Each row a card: its title column as the heading, an action at the top right, the rest as label and value. */
function CardList<R>({ columns, rows, rowKey, label, rowProps, empty, inlineFields }: ResponsiveTableProps<R>) {
  const title = columns.find((c) => c.card === 'title');
  const actions = columns.filter((c) => c.card === 'action');
  const fields = columns.filter((c) => !c.card);
  if (rows.length === 0 && empty) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((r) => (
        <Paper
          component="li"
          variant="outlined"
          key={rowKey(r)}
          {...rowProps?.(r)}
          sx={{ p: inlineFields ? 1 : 1.25, minWidth: 0 }}
        >
          {(title || actions.length > 0) && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: inlineFields ? 0 : 28 }}>
              {title && (
                <Typography
                  component="div"
                  variant="subtitle2"
                  sx={{ flex: 1, minWidth: 0 }}
                  data-testid={title.testId}
                >
                  {title.cell(r)}
                </Typography>
              )}
              {actions.map((c) => (
                <Box key={c.key} data-testid={c.testId} sx={{ ml: title ? 0 : 'auto' }}>
                  {c.cell(r)}
                </Box>
              ))}
            </Box>
          )}
          <Box
            component="dl"
            sx={
              inlineFields
                ? { m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }
                : {
                    m: 0,
                    mt: 0.5,
                    display: 'grid',
                    gridTemplateColumns: 'minmax(6em, max-content) 1fr',
                    columnGap: 1.5,
                  }
            }
          >
            {fields.map((c) => {
              const value = (c.cardCell ?? c.cell)(r);
              if (value === null || value === undefined || value === false) return null;
              return (
                <Box key={c.key} sx={inlineFields ? { display: 'flex', gap: 0.5 } : { display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {c.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    data-testid={c.testId}
                    sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {value}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
