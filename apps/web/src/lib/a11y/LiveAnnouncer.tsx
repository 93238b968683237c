import { Box } from '@mui/material';

/**
 * A polite live region that screen readers read when its text changes (WCAG 4.1.3 Status Messages), visually
 * hidden. Used for what a canvas shows but cannot say: the object just selected in the 3D and VR views.
 */
export function LiveAnnouncer({ message, testId }: { message: string; testId?: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid={testId} sx={visuallyHidden}>
      {message}
    </Box>
  );
}

/** Hidden from sight, still read by assistive technology (the usual clip pattern). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
