import type { Notification } from '@cosmos/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationInbox } from './NotificationInbox';
import { useNotifications } from './notifications-store';

const note: Notification = {
  id: 'n1',
  type: 'sky',
  title: 'Re-entry window: FALLING DEB',
  message: 'FALLING DEB is predicted to re-enter soon.',
  timestamp: new Date().toISOString(),
  read: false,
  link: '/objects/sat-98001',
};

function ObjectStub() {
  return <p>object page {useParams().id}</p>;
}

// The whole initial state, actions included: a test below replaces markRead, and test files share modules.
afterEach(() => useNotifications.setState(useNotifications.getInitialState(), true));

describe('notification inbox', () => {
  it('opening a notification about an object marks it read and goes to the object page', async () => {
    const markRead = vi.fn(async () => {});
    useNotifications.setState({ items: [note], unreadCount: 1, error: null, markRead });
    const onNavigate = vi.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NotificationInbox onNavigate={onNavigate} />} />
          <Route path="/objects/:id" element={<ObjectStub />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Re-entry window: FALLING DEB/ }));
    expect(await screen.findByText('object page sat-98001')).toBeTruthy();
    expect(markRead).toHaveBeenCalledWith('n1');
    expect(onNavigate).toHaveBeenCalled();
  }, 30_000);
});
