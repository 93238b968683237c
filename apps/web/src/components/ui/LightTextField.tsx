import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'required' | 'value' | 'onChange' | 'autoFocus' | 'inputProps' | 'fullWidth'
> & { label: ReactNode };

/**
 * An outlined text field that looks and labels exactly like MUI's `TextField`, for the screens in the entry bundle
 * (sign-in). `TextField` imports `Select` and with it Menu, Popover and Modal (about 23 KB gzipped) even when no field
 * is a select; sign-in has no select, so it does not pay for one (issue 12: /login's JavaScript).
 */
export function LightTextField({ label, required, fullWidth, autoFocus, ...input }: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // Focused in the task after React's commit, not during it: focusing inside the commit makes the browser lay out the
  // whole new page in that same task, one long task on a slow phone where two short ones would do (issue 12).
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} inputRef={ref} {...input} />
    </FormControl>
  );
}
