import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

/** The part of a connection that repositories use; a transaction offers the same. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// node-postgres returns int8 and numeric as strings; our counters fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

export async function createPostgresDb(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // idle client errors surface on the next query
  return {
    kind: 'postgres',
    async query(sql, params) {
      const res = await pool.query(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). `from` starts an in-memory
 * database from a dump of another one (`dumpPglite`): loading one takes a fraction of a fresh initdb.
 */
export async function createPgliteDb(dataDir?: string, from?: Blob): Promise<PgliteDb> {
  // One process per folder, decided before PGlite opens (or creates) a single file in it.
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  let db: PGlite;
  try {
    db = from ? await PGlite.create({ loadDataDir: from }) : await PGlite.create(dataDir);
  } catch (err) {
    lock?.release();
    throw err;
  }
  // PGlite is one connection: transactions must not interleave with other queries.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serial(async () => (await db.query(sql, params as unknown[])).rows as never),
    exec: (sql) => serial(async () => void (await db.exec(sql))),
    tx: (fn) =>
      serial(() =>
        db.transaction((t) =>
          fn({
            query: async (sql, params) => (await t.query(sql, params as unknown[])).rows as never,
            exec: async (sql) => void (await t.exec(sql)),
          }),
        ),
      ),
    close: async () => {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
    dump: () => serial(async () => (await db.dumpDataDir('none')) as Blob),
  };
}

/** PGlite can also write its whole data directory as one tar archive (test templates). */
export interface PgliteDb extends Db {
  dump(): Promise<Blob>;
}

export async function createDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return opts.databaseUrl ? createPostgresDb(opts.databaseUrl) : createPgliteDb(opts.dataDir);
}
