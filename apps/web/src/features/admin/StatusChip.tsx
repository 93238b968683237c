import type { AdminUser } from '@cosmos/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Whether an account can sign in, as a chip for the users table and the user dialog. */
export function StatusChip({ user }: { user: Pick<AdminUser, 'disabledAt'> }) {
  const { t } = useTranslation('admin');
  return user.disabledAt ? (
    <Chip size="small" color="error" label={t('disabled')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('active')} />
  );
}
