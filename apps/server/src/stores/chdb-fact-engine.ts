import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { drainPending, Session } from 'chdb';
import type { AnswerFormat, FactEngine } from './fact-engine';
import { oneNode } from './fact-placement';

/** `FACT_MEMORY_MB`: the memory the embedded engine may hold, its caches within it (docs/architecture.md#chdb-memory). */
export const defaultFactMemoryMb = 1024;
/** From this size on (an unpaged report, an export's page) an answer's query has its pages given back. */
const largeAnswerBytes = 4 * 1024 * 1024;
/**
 * How long reads stay quiet before a large answer's pages go back: giving them back between two reads makes
 * the next one fault its memory in again (a third slower in the report bench).
 */
const quietMs = 500;
/**
 * Rows a block of a streamed answer holds (the engine's `max_block_size`): a report's rows come in pieces
 * under a megabyte, not as one buffer of 19 MB grown, copied and faulted in at each step
 * (docs/architecture.md#report-answers-pass-through).
 */
const rowsPerBlock = 2048;

/**
 * The one folder the engine's `BACKUP … TO File(…)` and `RESTORE … FROM File(…)` may use (ClickHouse's
 * `backups.allowed_path`): a name given there is read under it (docs/operations.md#backup-and-restore).
 */
export const factBackupsDir = (dataDir: string) => path.join(dataDir, 'backup-work');

/**
 * The engine's memory bounds, as parts of `memoryMb` (docs/architecture.md#chdb-memory): all its queries
 * together (one over it fails) and its caches of marks, primary indexes and query conditions.
 */
function memoryArgs(memoryMb: number) {
  const bytes = (share: number) => Math.floor(memoryMb * share * 1024 * 1024);
  return [
    `--max_server_memory_usage=${bytes(1)}`,
    `--mark_cache_size=${bytes(1 / 16)}`,
    `--primary_index_cache_size=${bytes(1 / 32)}`,
    `--index_mark_cache_size=${bytes(1 / 32)}`,
    `--query_condition_cache_size=${bytes(1 / 64)}`,
  ];
}

/**
 * The embedded engine (docs/architecture.md#fact-store-pool-and-cache): chdb sessions on `dataDir/facts`, one
 * for writes and `readers` for reads, each read going to the least busy one.
 */
export function openChdbEngine(
  dataDir: string,
  readerCount = availableParallelism(),
  memoryMb = defaultFactMemoryMb,
): FactEngine {
  const dir = path.join(dataDir, 'facts');
  mkdirSync(dir, { recursive: true });
  const open = () =>
    new Session(dir, {
      connectionArgs: [
        '--async_load_databases=0',
        '--async_load_system_database=0',
        // Sums come back as JSON numbers, not strings: every id and sum we store stays below 2^53.
        '--output_format_json_quote_64bit_integers=0',
        // Rows of a key are summed when parts merge, and every reader sums: summing each insert's block first
        // only slowed loading a new account's history (docs/architecture.md#fact-layout).
        '--optimize_on_insert=0',
        `--backups.allowed_path=${factBackupsDir(dataDir)}`,
        ...memoryArgs(memoryMb),
      ],
    });
  const writer = open();
  /**
   * The pages a write or large answers' queries freed go back to the system: chdb's allocator would keep them
   * for reuse, hundreds of megabytes after loading an account or a few large reports. After each write, and
   * once reads are quiet after a large answer; on the writer's session, one at a time, awaited by nobody.
   */
  let givingBack = false;
  let quiet: NodeJS.Timeout | undefined;
  const giveBackFreedPages = () => {
    if (givingBack) return;
    givingBack = true;
    writer
      .queryAsync('SYSTEM JEMALLOC PURGE')
      .catch(() => undefined)
      .finally(() => (givingBack = false));
  };
  /**
   * Each session runs one read at a time, queued here: a session runs its queries one after another anyway,
   * and a streamed answer holds it until its last block, refusing any other stream meanwhile.
   */
  const readers = Array.from({ length: readerCount }, () => ({
    session: open(),
    running: 0,
    queue: Promise.resolve() as Promise<unknown>,
  }));
  // A read running when the time comes is not quiet: giving pages back under it would fault them in again.
  const giveBackWhenQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(
      () => (readers.some((r) => r.running > 0) ? giveBackWhenQuiet() : giveBackFreedPages()),
      quietMs,
    ).unref();
  };

  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  async function run(session: Session, sql: string, format: AnswerFormat = 'JSONCompact') {
    return asBuffer((await session.queryAsync(sql, { format })).bytes());
  }
  /** An answer of rows in the blocks the engine wrote, each block's bytes as they came. */
  async function streamed(session: Session, sql: string, format: AnswerFormat) {
    const blocks: Buffer[] = [];
    for await (const block of session.queryStream(sql, { format })) blocks.push(asBuffer(block.raw()));
    return blocks;
  }
  const rowsFormat = 'JSONEachRowWithProgress';
  return {
    placement: oneNode,
    countsRowsBeforeLimit: true,
    // Planning a nested SELECT per join costs chdb more than running the page (docs/testing.md#load-bench).
    joinsInOneSelect: true,
    // A fifth fewer bytes than JSON's indented document, and a third less of the engine's time to write them.
    rowsFormat,
    async read({ sql, format, exact, fewRows = false }, timing) {
      const reader = readers.reduce((least, r) => (r.running < least.running ? r : least));
      // Many rows stream in blocks. Few rows come whole from `queryAsync`, which plans the query on the
      // engine's thread; `queryStream` plans it on the event loop, 15–35 ms of a report page that every other
      // request waits behind (docs/architecture.md#report-answers-pass-through).
      const rows = format === rowsFormat && !fewRows;
      // Another read under way: this one takes one thread, as the sessions together already fill the cores
      // (docs/testing.md#load-bench). Alone, it may spread over all of them.
      const busy = readers.some((r) => r.running > 0);
      const settings = [
        ...(rows ? [`max_block_size = ${rowsPerBlock}`] : []),
        ...(exact ? ['exact_rows_before_limit = 1'] : []),
        ...(busy ? ['max_threads = 1'] : []),
      ];
      const bound = settings.length > 0 ? `${sql} SETTINGS ${settings.join(', ')}` : sql;
      reader.running++;
      const asked = performance.now();
      const answer = reader.queue.then(async () => {
        const started = performance.now();
        const pieces = rows
          ? await streamed(reader.session, bound, format)
          : [await run(reader.session, bound, format)];
        if (timing) {
          timing.queuedMs += started - asked;
          timing.engineMs += performance.now() - started;
        }
        return pieces;
      });
      reader.queue = answer.catch(() => undefined);
      try {
        const pieces = await answer;
        if (pieces.reduce((bytes, piece) => bytes + piece.length, 0) >= largeAnswerBytes) giveBackWhenQuiet();
        return pieces;
      } finally {
        reader.running--;
      }
    },
    async write(sql) {
      const answer = await run(writer, sql);
      giveBackFreedPages();
      return answer.toString();
    },
    async insert(table, rows) {
      await writer.insert({ table, values: rows as Record<string, unknown>[] });
      giveBackFreedPages();
    },
    async close() {
      clearTimeout(quiet);
      for (const { session } of readers) session.close();
      writer.close();
      // libchdb binds one data folder per process: wait until every connection is really gone.
      await drainPending();
    },
  };
}
