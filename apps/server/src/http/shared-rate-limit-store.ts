import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { EntityStore } from '../stores/entity-store';

/** How often a process removes the rows whose window has ended. */
const sweepEveryMs = 60_000;

interface SharedStoreOptions {
  entities: EntityStore;
  /** A sweep that failed; the next one removes what it left. */
  onError: (error: unknown) => void;
}

/**
 * The rate limits' hits kept in the entity store instead of each process's memory, so a client's logins,
 * captchas and writes count the same whichever server process answers them
 * (docs/architecture.md#work-across-processes). One upsert per hit counts it and starts a new window once the
 * last one ended; windows use the wall clock, as the plugin's own store does.
 */
export function sharedRateLimitStore({ entities, onError }: SharedStoreOptions): FastifyRateLimitStoreCtor {
  let nextSweep = 0;

  async function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + sweepEveryMs;
    await entities.db.deleteFrom('rate_limit_hits').where('window_ends', '<=', now).execute();
  }

  async function hit(limitKey: string, timeWindow: number) {
    const now = Date.now();
    await sweep(now).catch(onError);
    const row = await entities.db
      .insertInto('rate_limit_hits')
      .values({ limit_key: limitKey, hits: 1, window_ends: now + timeWindow })
      .onConflict((conflict) =>
        conflict.column('limit_key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_hits.window_ends', '<=', now);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit_hits.hits', '+', 1))
              .end(),
            window_ends: eb
              .case()
              .when(ended)
              .then(now + timeWindow)
              .else(eb.ref('rate_limit_hits.window_ends'))
              .end(),
          };
        }),
      )
      .returning(['hits', 'window_ends'])
      .executeTakeFirstOrThrow();
    // PostgreSQL's driver may answer a bigint as a string.
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends) - now) };
  }

  /**
   * A limit of its own: each route's (login, captcha) counts apart even with the same client address as the
   * key; the limits made with `createRateLimit` name themselves in their keys.
   */
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const scope = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : '';
      return new SharedRateLimitStore(routeOptions, scope);
    }
  }
  return SharedRateLimitStore;
}
