/**
 * `npm run start:cluster`: WORKERS server processes (one per core by default) answering on one port, on a
 * shared PostgreSQL and ClickHouse server (docs/architecture.md#work-across-processes). This primary process
 * only starts, restarts and stops them; each runs main.ts's server.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterWorkersFromEnv, refuseToStart } from './config';

const log = (line: string) => console.log(`[cluster ${process.pid}] ${line}`);

let workers: number;
try {
  workers = clusterWorkersFromEnv(process.env, availableParallelism());
} catch (error) {
  refuseToStart(error as Error);
}

// main.js beside this file once built, main.ts when run from the sources (tsx passes its loader on).
const self = fileURLToPath(import.meta.url);
cluster.setupPrimary({ exec: path.join(path.dirname(self), `main${path.extname(self)}`) });

let stopping = false;
const listening = new Set<Worker>();

/** Starts one server process; answers once it listens, or fails when it exits before. */
function fork(): Promise<void> {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    worker.once('listening', () => {
      listening.add(worker);
      resolve();
    });
    worker.once('exit', (code, signal) => {
      const started = listening.delete(worker);
      if (stopping) return;
      if (!started) {
        reject(
          new Error(`server process ${worker.process.pid} ended before it listened (${signal ?? code})`),
        );
        return;
      }
      // Its jobs' leases run out within seconds and the other processes take them over
      // (docs/architecture.md#work-across-processes); a new process takes its place.
      log(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
      fork().catch(fail);
    });
  });
}

function fail(error: Error) {
  console.error(error.message);
  stop('SIGTERM', 1);
}

/** Stops every server process (each closes its stores), then this one. */
function stop(signal: NodeJS.Signals, exitCode: number) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} server processes`);
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0));

try {
  // The first process migrates and seeds a fresh store and loads the first facts; the others find them ready.
  await fork();
  await Promise.all(Array.from({ length: workers - 1 }, fork));
  log(`${workers} server processes listening`);
} catch (error) {
  fail(error as Error);
}
