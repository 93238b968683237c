import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers the server builds (JSON, problem+json, HTML pages, CSV) are compressed on the fly when
 * over 1 KB, brotli at quality 4 (fast) or gzip. Built assets are not: they are compressed at build
 * time and served as they are (plugins/spa.ts). Event streams are never compressed — a compressor
 * buffers, and SSE must flush every event (those routes hijack the reply anyway) — and socket.io
 * runs on the raw server, outside Fastify's hooks.
 */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    // Request bodies stay as sent: a compressed upload would be a way around the body-size limits.
    globalDecompression: false,
  });
}
