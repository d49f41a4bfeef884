/**
 * Answers of fact queries kept until the next write to the facts (docs/architecture.md#fact-store-pool-and-cache).
 * Facts change only when a sync writes them, so an answer keyed by its bound SQL text (which holds every
 * value it depends on) stays right until then. What callers compute from an answer afterwards (names in a
 * language, a user's columns) is never cached here, so nothing of one user reaches another.
 *
 * Bounded by entries and by characters of answer text; the least recently used answer goes first, and an
 * answer larger than `maxAnswerChars` is never kept (the 50,000-row reads of exports would only evict pages).
 */
export interface AnswerCacheLimits {
  maxEntries: number;
  maxChars: number;
  maxAnswerChars: number;
}

export const defaultAnswerCacheLimits: AnswerCacheLimits = {
  maxEntries: 2_000,
  maxChars: 64 * 1024 * 1024,
  maxAnswerChars: 4 * 1024 * 1024,
};

export interface AnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
  chars: number;
}

/** An answer's text, as a string or as the engine's bytes: its length is what the limits count. */
interface Answer {
  readonly length: number;
}

export interface AnswerCache<T extends Answer = string> {
  /**
   * The answer for `key`: from the cache, from a read of the same key already running (so a crowd asking one
   * page runs one query), or from `read`, kept when no write began or ended while it ran.
   */
  answer(key: string, read: () => Promise<T>): Promise<T>;
  /** Runs a write: answers read before it or while it runs are dropped, at its start and at its end. */
  write<T>(run: () => Promise<T>): Promise<T>;
  stats(): AnswerCacheStats;
}

export function createAnswerCache<T extends Answer = string>(
  limits: AnswerCacheLimits = defaultAnswerCacheLimits,
): AnswerCache<T> {
  const answers = new Map<string, T>();
  const reading = new Map<string, Promise<T>>();
  let chars = 0;
  let hits = 0;
  let misses = 0;
  /** Bumped at the start and the end of every write: a read that saw another generation is not kept. */
  let generation = 0;
  let writesRunning = 0;

  function forget() {
    generation++;
    answers.clear();
    reading.clear();
    chars = 0;
  }

  function keep(key: string, text: T) {
    if (text.length > limits.maxAnswerChars) return;
    chars -= answers.get(key)?.length ?? 0;
    answers.set(key, text);
    chars += text.length;
    for (const [oldest, old] of answers) {
      if (answers.size <= limits.maxEntries && chars <= limits.maxChars) break;
      answers.delete(oldest);
      chars -= old.length;
    }
  }

  return {
    answer(key, read) {
      const kept = answers.get(key);
      if (kept !== undefined) {
        hits++;
        // Least recently used goes first: a hit moves the answer to the end of the map's order.
        answers.delete(key);
        answers.set(key, kept);
        return Promise.resolve(kept);
      }
      const running = reading.get(key);
      if (running) {
        hits++;
        return running;
      }
      misses++;
      const startedIn = generation;
      const cacheable = writesRunning === 0;
      const pending = read().then(
        (text) => {
          if (reading.get(key) === pending) reading.delete(key);
          if (cacheable && generation === startedIn) keep(key, text);
          return text;
        },
        (error: unknown) => {
          if (reading.get(key) === pending) reading.delete(key);
          throw error;
        },
      );
      if (cacheable) reading.set(key, pending);
      return pending;
    },
    async write(run) {
      writesRunning++;
      forget();
      try {
        return await run();
      } finally {
        writesRunning--;
        forget();
      }
    },
    stats: () => ({ hits, misses, entries: answers.size, chars }),
  };
}
