/**
 * Runs of the load benchmark (load-bench.ts) against a server process: autocannon's runs without waiting, the
 * time split of the answers from their `Server-Timing` headers, and a busy neighbour holding one core
 * (docs/testing.md#load-bench).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { reportListEndpoint } from '@adconsole/api-client/contract';
import autocannon from 'autocannon';
import type { ServerProcess } from '../src/testing/server-process';

/** The keyword report's list call, the one every load run asks. */
export const keywordReportPath = reportListEndpoint('search', 'keyword').path;

/**
 * The `Accept-Encoding` a browser sends, so the bench's answers are compressed as a browser's are
 * (docs/architecture.md#compression-and-caching; Chromium adds `br` over HTTPS only, and the server then
 * answers gzip).
 */
export const browserAcceptEncoding = 'gzip, deflate, br';

/** Where the time of a call went, mean ms per answer: the server's parts from its `Server-Timing`. */
export interface TimeSplit {
  /** From the request's first byte to the answer's last, as the client saw it. */
  latency: number;
  /** Waiting for an engine session. */
  queue: number;
  engine: number;
  /** From the handler's result to the answer's bytes: the envelope written. */
  answer: number;
  /** Since the server read the request, until the answer's bytes were ready. */
  total: number;
}

/** Adds up the `Server-Timing` headers of answers; `split` answers the means, with the client's latency. */
export function timeSplits() {
  const sums = { queue: 0, engine: 0, answer: 0, total: 0 };
  let answers = 0;
  return {
    add(header: string | string[] | undefined) {
      if (typeof header !== 'string') return;
      for (const entry of header.split(',')) {
        const [name, duration] = entry.trim().split(';dur=');
        if (name! in sums) sums[name as keyof typeof sums] += Number(duration);
      }
      answers++;
    },
    split: (latency: number): TimeSplit => {
      const mean = (sum: number) => sum / Math.max(1, answers);
      return {
        latency,
        queue: mean(sums.queue),
        engine: mean(sums.engine),
        answer: mean(sums.answer),
        total: mean(sums.total),
      };
    },
  };
}

/**
 * The time split as words: the engine's queue and its run, the envelope, the rest of the server's work (the
 * session, permission and account checks, the user's columns), and what is outside it: the request waiting
 * to be read by a busy event loop, and the answer on the socket.
 */
export const splitText = (s: TimeSplit) =>
  `queue for an engine session ${s.queue.toFixed(1)} ms, engine ${s.engine.toFixed(1)} ms, ` +
  `envelope ${s.answer.toFixed(1)} ms, other server work ${(s.total - s.queue - s.engine - s.answer).toFixed(1)} ms, ` +
  `before the server read the request and sending ${(s.latency - s.total).toFixed(1)} ms (mean latency ${s.latency.toFixed(1)} ms)`;

/**
 * CPU seconds a process has used (Linux /proc; clock ticks of 1/100 s): the machine is shared, so CPU per
 * request shows the server's own cost whatever else runs.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface LoadRow {
  name: string;
  cpuMsPerRequest: number;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  split: TimeSplit;
}

/** One request of a run: the caller's token and the body. */
export interface LoadRequest {
  token: string;
  body: object;
}

/**
 * One autocannon run of `seconds` on the keyword report, no waiting between calls: `request(n)` is the n-th
 * call's token and body. `cpu` reads the CPU seconds of the server's processes.
 */
export async function load(
  server: ServerProcess,
  options: {
    name: string;
    connections: number;
    seconds: number;
    request: (n: number) => LoadRequest;
    cpu: () => number;
  },
): Promise<LoadRow> {
  const { name, connections, seconds, request } = options;
  // One request first, answered after whatever the previous run left queued: each run starts on an idle
  // server (and, for the same page, with its answer cached, as between two users asking it).
  const first = request(0);
  await server.post(keywordReportPath, first.body, first.token);
  let sent = 1;
  const splits = timeSplits();
  const cpuBefore = options.cpu();
  const result = await autocannon({
    url: server.url(keywordReportPath),
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const { token, body } = request(sent++);
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'accept-encoding': browserAcceptEncoding, token },
            body: JSON.stringify(body),
          };
        },
        onResponse: (_status, _body, _context, headers) => splits.add(headers?.['server-timing']),
      },
    ],
  });
  const cpuMs = (options.cpu() - cpuBefore) * 1000;
  return {
    name,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    connections,
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    split: splits.split(result.latency.mean),
  };
}

/** Whether `taskset` can pin a process to core 0 here (Linux with util-linux). */
export const canPinToCore0 = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** A CPU-bound process beside the server, as on a machine an agency shares: `stop` ends it. */
export interface BusyNeighbour {
  /** Pinned to core 0 with `taskset`, or left to the scheduler where there is none. */
  pinned: boolean;
  /** CPU seconds it has used. */
  cpu: () => number;
  stop: () => void;
}

/**
 * Starts a busy loop in a Node process of its own, pinned to core 0 with `taskset -c 0` when the machine has
 * it, so it holds one core whatever the server does (docs/testing.md#load-bench).
 */
export function startBusyNeighbour(): BusyNeighbour {
  const loop = [process.execPath, '-e', 'for (;;) {}'];
  const pinned = canPinToCore0;
  const child = pinned
    ? spawn('taskset', ['-c', '0', ...loop], { stdio: 'ignore' })
    : spawn(loop[0]!, loop.slice(1), { stdio: 'ignore' });
  return {
    pinned,
    cpu: () => cpuSeconds(child.pid!),
    stop: () => {
      child.kill('SIGKILL');
    },
  };
}
