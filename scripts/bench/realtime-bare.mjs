// Child process of `npm run bench:realtime`: a bare socket.io server (websocket only, one room per
// client, no auth, no database) emitting the same messages on the same schedule: the baseline.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const N = Number(process.env.CLIENTS);
const http = createServer();
const io = new Server(http, {
  path: '/socket.io',
  transports: ['websocket'],
  serveClient: false,
  pingInterval: 20_000,
});
io.on('connection', (s) => void s.join(`user:${s.handshake.auth.token}`));
await new Promise((r) => http.listen(0, '127.0.0.1', r));

process.on('message', async (m) => {
  if (m.cmd !== 'start') return;
  let sent = 0;
  const perTick = N / m.ticksPerSecond;
  const t0 = performance.now();
  for (let tick = 0; tick < m.seconds * m.ticksPerSecond; tick++) {
    const wait = t0 + (tick * 1000) / m.ticksPerSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const second = Math.floor(tick / m.ticksPerSecond);
    const from = Math.round((tick % m.ticksPerSecond) * perTick);
    const to = Math.round(((tick % m.ticksPerSecond) + 1) * perTick);
    for (let i = from; i < to; i++) {
      const message = JSON.stringify({ seq: second, sentAt: Date.now() });
      io.to(`user:${i}`).emit('notification', {
        id: `${i}:${second}`,
        type: 'system',
        title: 'bench',
        message,
        timestamp: new Date().toISOString(),
        read: false,
        link: null,
      });
      sent++;
    }
  }
  process.send({ cmd: 'done', sent });
});

process.send({
  cmd: 'ready',
  port: http.address().port,
  users: Array.from({ length: N }, (_, i) => ({ token: String(i), room: String(i) })),
});
process.on('SIGTERM', () => io.close(() => process.exit(0)));
