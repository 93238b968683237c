import type { AppContext } from '../context.ts';
import { AGENTS_ROOM, userRoom, type Gateway } from './gateway.ts';

/**
 * Support and inbox events → client events. `notification` goes to the user's room only;
 * `supportTicketUpdate` to the ticket owner's room and the agents' room (socket.io sends once to a
 * socket that is in both). With REDIS_URL the adapter carries these room emits to every process.
 */
export function registerNotificationsRelay(gateway: Gateway, ctx: AppContext) {
  const offs = [
    ctx.events.on('notification.created', ({ userId, notification }) => {
      gateway.io.to(userRoom(userId)).emit('notification', notification);
    }),
    ctx.events.on('ticket.updated', ({ ownerId, ticket }) => {
      gateway.io.to([userRoom(ownerId), AGENTS_ROOM]).emit('supportTicketUpdate', ticket);
    }),
  ];
  return () => offs.forEach((off) => off());
}
