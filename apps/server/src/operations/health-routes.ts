import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * How long `/readyz` waits for a part before it counts as failing: a store that does not answer within it
 * would not serve a request either, and the proxy's probe must get its answer before it gives up.
 */
const checkTimeoutMs = 3_000;

/** A part of the server `/readyz` checks, under the name its answer gives it when it fails. */
type ReadinessCheck = () => Promise<unknown>;

/** Rejects once `ms` have passed, unless `work` settled first. */
function within(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The probes of a proxy or an orchestrator (docs/operations.md#health-checks), outside the API: no session,
 * no rate limit, not logged per request (a probe every few seconds would fill the log). `/healthz` says the
 * process answers and touches nothing else; `/readyz` asks each store a trivial question and the job runner
 * whether it runs, and names the parts that fail, never why (that goes to the log). Once the server closes,
 * Fastify answers 503 to any request still reaching it (docs/operations.md#shutdown).
 */
export function healthRoutes(app: FastifyInstance) {
  const checks: Record<string, ReadinessCheck> = {
    entities: () => sql`select 1`.execute(app.entities.db),
    // Straight on the engine: the answer cache would answer a repeated read without asking it.
    facts: () => app.facts.readOnEngine({ sql: 'SELECT 1', format: 'JSONCompact', exact: false }),
    jobs: async () => {
      if (!app.jobs.isRunning()) throw new Error('the job runner is not running');
    },
  };
  const quiet = { logLevel: 'warn' } as const;

  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', quiet, async (request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(Promise.resolve().then(check), checkTimeoutMs);
          return undefined;
        } catch (error) {
          request.log.warn({ err: error, check: name }, `readiness: ${name} failing`);
          return name;
        }
      }),
    );
    const failing = results.filter((name) => name !== undefined);
    reply.header('cache-control', 'no-store');
    // The facts answer while the sync started with the server still fetches days (docs/architecture.md#report-sync).
    if (failing.length === 0)
      return { status: 'ready', sync: app.reportSync.isCaughtUp() ? 'current' : 'catching-up' };
    return reply.status(503).send({ status: 'unready', failing });
  });
}
