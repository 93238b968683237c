import { SocketChannel, type ClientToServerEvents, type ServerToClientEvents, type User } from '@cosmos/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { can } from '../lib/policies.ts';
import { authenticate, sessionLiveUntil } from '../modules/auth/auth.service.ts';
import { SocketAdmission, clientAddress } from './socket-admission.ts';
import { MAX_EVENT_BYTES, limitSocketEvents, userEventBudget } from './socket-limits.ts';

export interface SocketData {
  user: User;
  sessionId: string;
  /** The sky cadence group this socket's plan gives, cached so repeated subscribes read no database. */
  skyGroup?: { group: 'rt' | 'basic'; until: number };
}
export type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** A channel a client may subscribe to: `authorize` says whether this user may. */
export interface ChannelRule {
  pattern: RegExp;
  authorize?: (user: User, channel: string) => boolean | Promise<boolean>;
  onSubscribe?: (socket: AppSocket, channel: string) => void | Promise<void>;
}

/** The ack a client asked for, or nothing: a client may send any value where the ack callback goes. */
export const safeAck = <F>(ack: F | undefined): F | undefined => (typeof ack === 'function' ? ack : undefined);

/**
 * Wraps a socket event handler so it cannot take the process down: a throw or rejection is logged and,
 * when the client asked for an ack, answered { ok: false }.
 */
export function guarded<A extends unknown[]>(ctx: Pick<AppContext, 'log'>, event: string, fn: (...args: A) => unknown) {
  return (...args: A) => {
    const fail = (err: unknown) => {
      ctx.log.warn({ err, event }, 'socket handler failed');
      const ack = args[args.length - 1];
      if (typeof ack === 'function') ack({ ok: false, error: 'failed' });
    };
    try {
      const r = fn(...args);
      if (r instanceof Promise) r.catch(fail);
    } catch (err) {
      fail(err);
    }
  };
}

/** A live session is re-read at least this often (and when it is due to expire), so a shortened expiry is seen too. */
export const SESSION_RECHECK_MS = 6 * 3600_000;

/**
 * Disconnects the socket when its session expires (idle or absolute), not only when it is revoked:
 * a timer at the session's expiry re-reads it (HTTP activity may have renewed it) and either waits
 * for the new expiry or disconnects. One query per socket at connection and per expiry or recheck.
 */
function watchSessionExpiry(ctx: AppContext, socket: AppSocket) {
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const until = await sessionLiveUntil(ctx, socket.data.sessionId).catch(() => new Date(Date.now() + 60_000)); // database trouble: try again soon
    if (!socket.connected) return;
    const left = until ? until.getTime() - Date.now() : 0;
    if (left <= 0) {
      ctx.log.info({ userId: socket.data.user.id }, 'socket disconnected: session expired');
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(() => void check(), Math.min(left + 250, SESSION_RECHECK_MS));
    timer.unref();
  };
  socket.on('disconnect', () => clearTimeout(timer));
  void check();
}

/** Channels one socket may hold at once: each is a room the ticks serve, so an unbounded list is unbounded work. */
export const MAX_CHANNELS_PER_SOCKET = 100;

export const userRoom = (userId: string) => `user:${userId}`;
export const channelRoom = (channel: string) => `ch:${channel}`;
export const AGENTS_ROOM = 'role:agent';

export interface Gateway {
  io: Io;
  addChannel(rule: ChannelRule): void;
  onConnection(fn: (socket: AppSocket) => void): void;
  /** `guarded` with the app's logger: use for every socket.on handler. */
  guard<A extends unknown[]>(event: string, fn: (...args: A) => unknown): (...args: A) => void;
  close(): Promise<void>;
}

/**
 * socket.io on the app's HTTP server: websocket transport, bearer-token handshake, one room per user.
 * With REDIS_URL the Redis adapter carries every room emit to the other processes.
 */
export function createGateway(app: FastifyInstance, ctx: AppContext): Gateway {
  // A frame larger than a few events' worth closes the connection before anything parses it.
  const io: Io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    pingInterval: 20_000,
    maxHttpBufferSize: 8 * MAX_EVENT_BYTES,
  });
  const extra: Redis[] = [];
  if (ctx.config.REDIS_URL) {
    const pub = new Redis(ctx.config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    pub.on('error', (err) => ctx.log.warn({ err: err.message }, 'redis adapter publisher error'));
    sub.on('error', (err) => ctx.log.warn({ err: err.message }, 'redis adapter subscriber error'));
    io.adapter(createAdapter(pub, sub));
    extra.push(pub, sub);
  }

  const admission = new SocketAdmission({
    perUser: ctx.config.SOCKETS_PER_USER,
    perAddress: ctx.config.SOCKETS_PER_ADDRESS,
  });
  const userBudget = userEventBudget();

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const auth = token ? await authenticate(ctx, token).catch(() => undefined) : undefined;
    if (!auth) return next(new Error('unauthorized'));
    // Counted from here until the socket or, if it never connects, its connection closes (whichever first).
    const address = clientAddress(socket.handshake, ctx.config.TRUST_PROXY);
    const refused = admission.admit(auth.user.id, address);
    if (refused) {
      ctx.log.warn({ userId: auth.user.id, address, ...refused.data }, 'socket refused: too many connections');
      return next(refused);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      admission.release(auth.user.id, address);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    socket.data.user = auth.user;
    socket.data.sessionId = auth.sessionId;
    next();
  });

  const rules: ChannelRule[] = [];
  const connectionHandlers: ((s: AppSocket) => void)[] = [];

  io.on('connection', (socket) => {
    const user = socket.data.user;
    limitSocketEvents(
      socket,
      (reason) => ctx.log.warn({ userId: user.id, reason }, 'socket disconnected for flooding'),
      userBudget,
    );
    watchSessionExpiry(ctx, socket);
    void socket.join(userRoom(user.id));
    if (can(user, 'ticket', 'watchQueue')) void socket.join(AGENTS_ROOM);

    socket.on(
      'subscribe',
      guarded(ctx, 'subscribe', async (channel: string, rawAck?: (res: { ok: boolean; error?: string }) => void) => {
        const ack = safeAck(rawAck);
        const rule = SocketChannel.safeParse(channel).success ? rules.find((r) => r.pattern.test(channel)) : undefined;
        if (!rule || (rule.authorize && !(await rule.authorize(user, channel))))
          return ack?.({ ok: false, error: 'unknown or forbidden channel' });
        const held = [...socket.rooms].filter(
          (r) => r.startsWith('ch:') && !r.endsWith(':rt') && !r.endsWith(':basic'),
        ).length;
        if (!socket.rooms.has(channelRoom(channel)) && held >= MAX_CHANNELS_PER_SOCKET)
          return ack?.({ ok: false, error: `at most ${MAX_CHANNELS_PER_SOCKET} channels at once` });
        await socket.join(channelRoom(channel));
        await rule.onSubscribe?.(socket, channel);
        ack?.({ ok: true });
      }),
    );
    socket.on(
      'unsubscribe',
      guarded(ctx, 'unsubscribe', async (channel: string, ack?: (res: { ok: boolean }) => void) => {
        if (typeof channel === 'string') await socket.leave(channelRoom(channel));
        safeAck(ack)?.({ ok: true });
      }),
    );
    socket.on('ping', () => socket.emit('pong', { at: Date.now() }));
    for (const fn of connectionHandlers) fn(socket);
  });

  // A revoked session must not keep its socket.
  ctx.events.on('user.signedOut', async ({ userId, sessionId }) => {
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    for (const s of sockets) if (s.data.sessionId === sessionId) s.disconnect(true);
  });

  // A changed role changes rooms (the agents' queue) and channel rights, which are settled at connection:
  // drop the user's sockets everywhere; the client reconnects and is admitted under the new role.
  ctx.events.on('user.roleChanged', async ({ userId }) => {
    io.in(userRoom(userId)).disconnectSockets(true);
  });

  return {
    io,
    addChannel: (rule) => rules.push(rule),
    onConnection: (fn) => connectionHandlers.push(fn),
    guard: (event, fn) => guarded(ctx, event, fn),
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      for (const r of extra) r.disconnect();
    },
  };
}
