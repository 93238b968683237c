import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth/auth-store';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const unverified = { id: 'u', role: 'user', email: 'new@example.test', emailVerified: false } as never;

describe('VerifyEmailBanner (issue 36)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on this machine, links to the dev mailbox when the server keeps mail there', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    useAuth.setState({ user: unverified, isAuthenticated: true });
    render(<VerifyEmailBanner />);
    const link = await screen.findByTestId('dev-mailbox-link');
    expect(link.getAttribute('href')).toBe('/dev/mailbox');
    expect(link.textContent).toBe('No mail server is set up: open the dev mailbox.');
    expect(fetchMock).toHaveBeenCalledWith('/dev/mailbox', expect.objectContaining({ method: 'HEAD' }));
  });

  it('says nothing of a mailbox the server does not serve (real mail, or not this machine)', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    useAuth.setState({ user: unverified, isAuthenticated: true });
    render(<VerifyEmailBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('verify-email-banner').textContent).toContain('we sent a link to new@example.test');
    expect(screen.queryByTestId('dev-mailbox-link')).toBeNull();
  });
});
