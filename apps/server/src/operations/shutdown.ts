import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../jobs/job-runner';

/**
 * How the server closes before its stores do (their close is the app's onClose; docs/operations.md#shutdown):
 * it stops listening at once, lets the requests in flight finish for up to `timeoutMs`, then cuts the
 * connections left; meanwhile the jobs stop at their next step and give their leases up, so another process
 * (or the next start) takes them at once rather than once they run out.
 */
export function closeGracefully(
  app: FastifyInstance,
  { jobs, timeoutMs }: { jobs: JobRunner; timeoutMs: number },
) {
  let closing = false;
  // A kept-alive connection would stay open after its last answer, and the server's close would wait for it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([requestsFinished(app.server, timeoutMs), jobs.close()]);
  });
}

/** Stops listening, and resolves once the requests in flight have ended, or been cut after `timeoutMs`. */
function requestsFinished(server: Server, timeoutMs: number): Promise<void> {
  // A server that never listened (a test calling it in process) has no connection.
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearTimeout(limit);
      resolve();
    });
  });
}

/**
 * SIGTERM (or SIGINT) closes the server, then its stores, and exits 0 (docs/operations.md#shutdown). Nothing
 * leaves the process hanging: a second signal exits at once, and so does a close still under way twice
 * `timeoutMs` after the first (a job's step that does not end), both with 1.
 */
export function exitOnSignals(app: FastifyInstance, timeoutMs: number) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn(`${signal} again: exiting without waiting for the close`);
        process.exit(1);
      }
      closing = true;
      app.log.info(`${signal}: closing (requests in flight have ${timeoutMs} ms to finish)`);
      setTimeout(() => {
        app.log.error(`still closing ${2 * timeoutMs} ms after ${signal}: exiting`);
        process.exit(1);
      }, 2 * timeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }
}
