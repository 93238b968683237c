import type { ClientToServerEvents, ServerToClientEvents } from '@cosmos/contracts';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { authCalls } from './api/queries/auth';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Spec §9: at most 5 reconnection attempts, 1000 ms × attempt number apart; connected flag polled every 5 s. */
export const MAX_ATTEMPTS = 5;
export const RETRY_BASE_MS = 1000;
export const POLL_MS = 5000;

interface SocketState {
  socket: AppSocket | null;
  connected: boolean;
  attempts: number;
}
export const useSocketState = create<SocketState>(() => ({ socket: null, connected: false, attempts: 0 }));

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pollTimer: ReturnType<typeof setInterval> | undefined;
const reconnectListeners = new Set<() => void>();

/** Called after every successful reconnect, so features can fetch what they missed. */
export function onReconnect(fn: () => void) {
  reconnectListeners.add(fn);
  return () => reconnectListeners.delete(fn);
}

let generation = 0;

/** socket.io-client is loaded on first connect, so the sign-in page does not download it. */
export async function connectSocket(token: string): Promise<AppSocket | null> {
  disconnectSocket();
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation) return null; // disconnected or replaced while loading
  const socket: AppSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    autoConnect: false,
  });
  let everConnected = false;
  socket.on('connect', () => {
    if (everConnected) reconnectListeners.forEach((fn) => fn());
    everConnected = true;
    useSocketState.setState({ connected: true, attempts: 0 });
  });
  const retry = (reason: unknown) => {
    console.warn('socket problem', reason);
    const attempts = useSocketState.getState().attempts + 1;
    useSocketState.setState({ connected: false, attempts });
    if (attempts > MAX_ATTEMPTS) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => socket.connect(), RETRY_BASE_MS * attempts);
  };
  // The server closed the socket or refused its token: when the session was revoked (signed out elsewhere,
  // account disabled) the 401 from /me signs this tab out now rather than at its next click.
  const checkSession = () => void authCalls.me('Session expired').catch(() => undefined);
  socket.on('connect_error', (err) => {
    if (err.message === 'unauthorized') checkSession();
    retry(err);
  });
  // The server refused an event (too many, or too large): spec §8, socket problems are only logged.
  socket.on('error', (problem) => console.warn('socket problem', problem));
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') checkSession();
    if (reason !== 'io client disconnect') retry(reason);
  });
  pollTimer = setInterval(() => useSocketState.setState({ connected: socket.connected }), POLL_MS);
  useSocketState.setState({ socket, connected: false, attempts: 0 });
  socket.connect();
  return socket;
}

export function disconnectSocket() {
  generation += 1;
  clearTimeout(retryTimer);
  clearInterval(pollTimer);
  const { socket } = useSocketState.getState();
  socket?.removeAllListeners();
  socket?.disconnect();
  useSocketState.setState({ socket: null, connected: false, attempts: 0 });
}
