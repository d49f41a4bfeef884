import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { drainPending, Session } from 'chdb';
import type { FactEngine } from './fact-engine';

/**
 * The embedded engine (docs/architecture.md#fact-store-pool-and-cache): chdb sessions on `dataDir/facts`, one
 * for writes and `readers` for reads, each read going to the least busy one.
 */
export function openChdbEngine(dataDir: string, readerCount = availableParallelism()): FactEngine {
  const dir = path.join(dataDir, 'facts');
  mkdirSync(dir, { recursive: true });
  const open = () =>
    new Session(dir, {
      connectionArgs: [
        '--async_load_databases=0',
        '--async_load_system_database=0',
        // Sums come back as JSON numbers, not strings: every id and sum we store stays below 2^53.
        '--output_format_json_quote_64bit_integers=0',
      ],
    });
  const writer = open();
  const readers = Array.from({ length: readerCount }, () => ({ session: open(), running: 0 }));

  async function run(session: Session, sql: string) {
    return (await session.queryAsync(sql, { format: 'JSONCompact' })).text();
  }
  return {
    countsRowsBeforeLimit: true,
    async read(sql, exact) {
      const reader = readers.reduce((least, r) => (r.running < least.running ? r : least));
      reader.running++;
      try {
        return await run(reader.session, exact ? `${sql} SETTINGS exact_rows_before_limit = 1` : sql);
      } finally {
        reader.running--;
      }
    },
    write: (sql) => run(writer, sql),
    async insert(table, rows) {
      await writer.insert({ table, values: rows as Record<string, unknown>[] });
    },
    async close() {
      for (const { session } of readers) session.close();
      writer.close();
      // libchdb binds one data folder per process: wait until every connection is really gone.
      await drainPending();
    },
  };
}
