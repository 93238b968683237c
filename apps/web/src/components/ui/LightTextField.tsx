import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

type Props = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'required' | 'value' | 'onChange' | 'autoFocus' | 'inputProps' | 'fullWidth'
> & { label: ReactNode };

/**
 * An outlined text field that looks and labels exactly like MUI's `TextField`, for the screens in the entry bundle
 * (sign-in). `TextField` imports `Select` and with it Menu, Popover and Modal (about 23 KB gzipped) even when no field
 * is a select; sign-in has no select, so it does not pay for one (issue 12: /login's JavaScript).
 */
export function LightTextField({ label, required, fullWidth, ...input }: Props) {
  const id = useId();
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
