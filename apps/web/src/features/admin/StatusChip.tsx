import type { AdminUser } from '@cosmos/contracts';
import { Chip } from '@mui/material';

/** Whether an account can sign in, as a chip for the users table and the user dialog. */
export function StatusChip({ user }: { user: Pick<AdminUser, 'disabledAt'> }) {
  return user.disabledAt ? (
    <Chip size="small" color="error" label="Disabled" />
  ) : (
    <Chip size="small" color="success" variant="outlined" label="Active" />
  );
}
