import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPlanDialog } from './ConfirmPlanDialog';

describe('ConfirmPlanDialog', () => {
  it("shows the spec's exact title, text and buttons", () => {
    render(<ConfirmPlanDialog planName="Pro Navigator" busy={false} error={null} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Confirm Plan Change' })).toBeTruthy();
    expect(screen.getByText('You are about to change your subscription plan to Pro Navigator. Would you like to proceed with the plan change?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Plan Change' })).toBeTruthy();
  });

  it('Cancel and the close icon close it; Confirm confirms', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmPlanDialog planName="Basic Explorer" busy={false} error={null} onCancel={onCancel} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Plan Change' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is closed when no plan is selected', () => {
    render(<ConfirmPlanDialog planName={null} busy={false} error={null} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
