import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPlanDialog } from './ConfirmPlanDialog';

describe('ConfirmPlanDialog', () => {
  it("shows the spec's exact title, text and buttons", () => {
    render(
      <ConfirmPlanDialog planName="Pro Navigator" busy={false} error={null} onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Confirm Plan Change' })).toBeTruthy();
    expect(
      screen.getByText(
        'You are about to change your subscription plan to Pro Navigator. Would you like to proceed with the plan change?',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Plan Change' })).toBeTruthy();
  });

  it('Cancel and the close icon close it; Confirm confirms', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmPlanDialog
        planName="Basic Explorer"
        busy={false}
        error={null}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
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

describe('ConfirmPlanDialog price line', () => {
  const base = { planId: 'pro' as const, quotedAt: '2026-11-23T00:00:00Z', summary: '', renewalCents: 2999 };
  it('says what is charged today for an upgrade, and waits for the price before Confirm is enabled', () => {
    const { rerender } = render(
      <ConfirmPlanDialog
        planName="Pro Navigator"
        preview={null}
        busy
        error={null}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'Confirm Plan Change' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <ConfirmPlanDialog
        planName="Pro Navigator"
        preview={{ ...base, kind: 'upgrade', amountDueNowCents: 1333, amountDueNow: 13.33, effectiveAt: base.quotedAt }}
        busy={false}
        error={null}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByTestId('plan-charge').textContent).toBe(
      'You will be charged $13.33 today for the rest of this billing period, then $29.99 per month.',
    );
    expect((screen.getByRole('button', { name: 'Confirm Plan Change' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says nothing is charged for a downgrade and names the plan kept until then', () => {
    render(
      <ConfirmPlanDialog
        planName="Basic Explorer"
        currentPlanName="Pro Navigator"
        preview={{
          ...base,
          planId: 'basic',
          kind: 'downgrade',
          amountDueNowCents: 0,
          amountDueNow: 0,
          renewalCents: 999,
          effectiveAt: '2026-12-23T12:00:00Z',
        }}
        busy={false}
        error={null}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByTestId('plan-charge').textContent).toMatch(
      /^Nothing is charged today\. You keep Pro Navigator until .*2026; then Basic Explorer costs \$9\.99 per month\.$/,
    );
  });

  it('a price that cannot be worked out blocks Confirm and says why', () => {
    render(
      <ConfirmPlanDialog
        planName="Pro Navigator"
        preview={null}
        previewError="You are already on this plan"
        busy={false}
        error={null}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByText('You are already on this plan')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm Plan Change' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ConfirmPlanDialog test mode (issue 36)', () => {
  it('marks the sandbox provider as test mode and says that nothing is charged', () => {
    render(
      <ConfirmPlanDialog
        planName="Pro Navigator"
        testMode
        busy={false}
        error={null}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByTestId('test-mode').textContent).toBe('Test mode');
    expect(screen.getByRole('dialog', { name: 'Confirm Plan Change' })).toBeTruthy();
    expect(screen.getByTestId('test-mode-notice').textContent).toContain('No real money moves');
  });
  it('shows no marker with a real provider', () => {
    render(
      <ConfirmPlanDialog planName="Pro Navigator" busy={false} error={null} onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.queryByTestId('test-mode')).toBeNull();
  });
});
