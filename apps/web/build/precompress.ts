/**
 * Vite plugin: after the bundle is written, every text asset over 1 KB gets a `.br` (brotli at
 * maximum quality) and a `.gz` (gzip level 9) beside it. The server picks one from the request's
 * Accept-Encoding (@fastify/static `preCompressed`), so the first visit pays no compression time
 * and gets smaller files than on-the-fly compression at a fast setting would give.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Types worth compressing: text and WebAssembly. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm|map|webmanifest)$/i;
export const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file in `dir`; returns how many files. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(file);
        const [b, g] = await Promise.all([
          br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: 9 }),
        ]);
        // A compressed copy that is not smaller would only cost bytes on the wire.
        if (b.length < raw.length) await writeFile(`${file}.br`, b);
        if (g.length < raw.length) await writeFile(`${file}.gz`, g);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cosmos-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // --outDir may be absolute
    },
    async closeBundle() {
      const n = await precompressDir(outDir);
      this.info?.(`precompressed ${n} files (brotli + gzip)`);
    },
  };
}
