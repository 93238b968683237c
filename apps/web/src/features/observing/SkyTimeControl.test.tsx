import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SkyTimeControl, toLocalInput } from './SkyTimeControl';

const HOUR = 3_600_000;
const shown = Date.parse('2026-11-23T21:30:00Z');

describe('the sky chart clock', () => {
  it('steps an hour back or on from the time shown, and Now goes live again', () => {
    const onChange = vi.fn();
    render(<SkyTimeControl shown={shown} fixed={shown} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '−1 h' }));
    expect(onChange).toHaveBeenLastCalledWith(shown - HOUR);
    fireEvent.click(screen.getByRole('button', { name: '+1 h' }));
    expect(onChange).toHaveBeenLastCalledWith(shown + HOUR);
    fireEvent.click(screen.getByRole('button', { name: 'Now' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Chosen time')).toBeTruthy();
  });

  it('the picker shows the time in the local zone and sets the chosen instant', () => {
    const onChange = vi.fn();
    render(<SkyTimeControl shown={shown} fixed={null} onChange={onChange} />);
    const input = screen.getByLabelText('Date and time') as HTMLInputElement;
    expect(input.value).toBe(toLocalInput(shown));
    expect(new Date(input.value).getTime()).toBe(shown);
    const later = shown + 5 * 24 * HOUR + 15 * 60_000;
    fireEvent.change(input, { target: { value: toLocalInput(later) } });
    expect(onChange).toHaveBeenLastCalledWith(later);
    expect(screen.getByText('Live')).toBeTruthy();
  });
});
