import { Chip } from '@mui/material';
import type { Launch } from '@cosmos/contracts';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  Go: 'success',
  Success: 'success',
  Hold: 'warning',
  'Partial Failure': 'warning',
  Failure: 'error',
  'In Flight': 'info',
};
const KNOWN = ['Go', 'TBD', 'TBC', 'Hold', 'In Flight', 'Success', 'Failure', 'Partial Failure'];

/** Launch Library's status, in the interface language when it is one of its standard statuses. */
export function LaunchStatusChip({ status }: { status: Launch['status'] }) {
  const { t } = useTranslation('launches');
  const label = KNOWN.includes(status.abbrev) ? t(`status.${status.abbrev.replace(/ /g, '')}`) : status.name;
  return <Chip size="small" label={label} color={COLOR[status.abbrev] ?? 'default'} variant="outlined" />;
}
