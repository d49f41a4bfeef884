// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEntityStore, type EntityStore } from '../stores/entity-store';
import { twoProcessStores } from '../testing/two-process-stores';
import { createJobRunner, defaultLeaseMs, type JobKind, type JobRunner, type Lease } from './job-runner';
import { entityTables } from '../entity-tables';

// Two store handles on one database stand for two server processes (docs/architecture.md#work-across-processes);
// the jobs are rows of a table of this test's own, with the lease columns every job table has.
const { location, one, other } = await twoProcessStores();
const runners: JobRunner[] = [];
// Each test's processes stop after it, so none takes up the jobs of the next.
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
});

interface TestJob {
  id: number;
  status: string;
  steps: number;
  reason: string | null;
  lease_owner: string | null;
  lease_until: number | null;
}
const jobsOf = (store: EntityStore) => store.db.withTables<{ test_jobs: TestJob }>();

beforeAll(async () => {
  await one.db.schema
    .createTable('test_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('steps', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .execute();
});

let nextId = 1;
async function newJobs(count: number, lease?: { owner: string; until: number }) {
  const ids = Array.from({ length: count }, () => nextId++);
  const held = { lease_owner: lease?.owner ?? null, lease_until: lease?.until ?? null };
  await jobsOf(one)
    .insertInto('test_jobs')
    .values(ids.map((id) => ({ id, status: 'waiting', steps: 0, reason: null, ...held })))
    .execute();
  return ids;
}
const job = (id: number) =>
  jobsOf(other).selectFrom('test_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const errors: unknown[] = [];
const failure = new Error('the provider did not answer');

/**
 * A process's runner with the test kind: a job takes `steps` steps of `stepMs`, checking its lease before
 * each; `fails(id, attempt)` makes an attempt fail.
 */
function runnerOf(
  entities: EntityStore,
  owner: string,
  options: {
    leaseMs?: number;
    steps?: number;
    stepMs?: number;
    attempts?: number;
    fails?: (id: number, attempt: number) => boolean;
    onError?: (error: unknown) => void;
  } = {},
) {
  const onError = options.onError ?? ((error: unknown) => errors.push(error));
  const runner = createJobRunner({ entities, owner, leaseMs: options.leaseMs, onError });
  if (!options.onError) runners.push(runner);
  const db = jobsOf(entities);
  const runs: number[] = [];
  const attempts = new Map<number, number>();
  const kind: JobKind = {
    name: 'test',
    table: 'test_jobs',
    id: 'id',
    unfinished: sql`status = ${'waiting'}`,
    // The test's jobs are asked for in the order of their ids.
    askedAt: sql<number>`id`,
    concurrency: 2,
    attempts: options.attempts ?? 1,
    async run(id: number, lease: Lease) {
      runs.push(id);
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      const { steps } = await db
        .selectFrom('test_jobs')
        .select('steps')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      for (let step = steps; step < (options.steps ?? 1); step++) {
        lease.check();
        if (options.fails?.(id, attempt)) throw failure;
        await sleep(options.stepMs ?? 0);
        await db
          .updateTable('test_jobs')
          .set({ steps: step + 1 })
          .where('id', '=', id)
          .execute();
      }
      await db.updateTable('test_jobs').set({ status: 'done' }).where('id', '=', id).execute();
    },
    async giveUp(id: number, error: unknown) {
      await db
        .updateTable('test_jobs')
        .set({ status: 'failed', reason: String(error) })
        .where('id', '=', id)
        .execute();
    },
  };
  const queue = runner.register(kind);
  return { runner, queue, runs, attempts };
}

describe('the job runner across processes', () => {
  it('runs each job in exactly one of two processes claiming them at once', async () => {
    const ids = await newJobs(10);
    const first = runnerOf(one, 'first process');
    const second = runnerOf(other, 'second process');
    for (const id of ids) {
      first.queue.enqueue(id);
      second.queue.enqueue(id);
    }
    await Promise.all([first.queue.idle(), second.queue.idle()]);
    expect([...first.runs, ...second.runs].toSorted((a, b) => a - b)).toEqual(ids);
    for (const id of ids) expect(await job(id)).toMatchObject({ status: 'done', lease_owner: null });
  });

  it('renews a running job’s lease past its length, so another process keeps off it', async () => {
    const leaseMs = 300;
    const [id] = await newJobs(1);
    const holder = runnerOf(one, 'holding process', { leaseMs, steps: 6, stepMs: leaseMs / 2 });
    const waiting = runnerOf(other, 'waiting process', { leaseMs });
    holder.queue.enqueue(id!);
    // The holder claims the job first; the waiting process starts only then (on a busy machine its start could
    // otherwise claim the job before the holder's claim ran).
    await vi.waitFor(async () => expect((await job(id!)).lease_owner).toBe('holding process'));
    await waiting.runner.start();
    await holder.queue.idle();
    expect(await job(id!)).toMatchObject({ status: 'done', steps: 6, lease_owner: null });
    expect(waiting.runs).toEqual([]);
  });

  it('stops a job at its next step once another process took its lease', async () => {
    const leaseMs = 300;
    const [id] = await newJobs(1);
    const slow = runnerOf(one, 'slow process', { leaseMs, steps: 20, stepMs: 50 });
    slow.queue.enqueue(id!);
    await vi.waitFor(async () => expect((await job(id!)).steps).toBeGreaterThan(0));
    // What a process too slow to renew finds: another one has the lease.
    await jobsOf(other)
      .updateTable('test_jobs')
      .set({ lease_owner: 'faster process' })
      .where('id', '=', id!)
      .execute();
    await slow.queue.idle();
    const left = await job(id!);
    expect(left).toMatchObject({ status: 'waiting', lease_owner: 'faster process' });
    expect(left.steps).toBeLessThan(20);
    await jobsOf(one).updateTable('test_jobs').set({ status: 'done' }).where('id', '=', id!).execute();
  });

  it(`takes over a killed process's job once its lease runs out: within ${defaultLeaseMs / 1000} s and a heartbeat`, async () => {
    // The killed process: its store handle closes under it, so its heartbeats stop reaching the store (what
    // it says of that is not this test's).
    const killedStore = await openEntityStore(location, entityTables);
    const [id] = await newJobs(1);
    const killed = runnerOf(killedStore, 'killed process', { steps: 1000, stepMs: 100, onError: () => {} });
    killed.queue.enqueue(id!);
    await vi.waitFor(async () => expect((await job(id!)).lease_owner).toBe('killed process'));
    await killedStore.close();
    const killedAt = Date.now();

    const survivor = runnerOf(other, 'surviving process', { steps: 1 });
    await survivor.runner.start();
    expect(survivor.runs).toEqual([]);
    await vi.waitFor(async () => expect((await job(id!)).status).toBe('done'), {
      timeout: defaultLeaseMs + defaultLeaseMs / 3 + 2000,
      interval: 50,
    });
    expect(Date.now() - killedAt).toBeLessThan(defaultLeaseMs + defaultLeaseMs / 3 + 2000);
    expect(survivor.runs).toEqual([id]);
    expect(errors).toEqual([]);
  }, 30_000);

  it('retries a failing job after a back-off, holding its lease, and gives it up after its last attempt', async () => {
    const [flaky, broken] = await newJobs(2);
    const { queue, runs, attempts } = runnerOf(one, 'retrying process', {
      leaseMs: 60,
      attempts: 3,
      fails: (id, attempt) => id === broken || attempt === 1,
    });
    queue.enqueue(flaky!);
    queue.enqueue(broken!);
    await queue.idle();
    expect(await job(flaky!)).toMatchObject({ status: 'done', reason: null, lease_owner: null });
    expect(await job(broken!)).toMatchObject({
      status: 'failed',
      reason: String(failure),
      lease_owner: null,
    });
    expect(attempts).toEqual(
      new Map([
        [flaky, 2],
        [broken, 3],
      ]),
    );
    expect(runs.filter((id) => id === broken)).toHaveLength(3);
    expect(errors).toEqual([failure, failure, failure, failure]);
    errors.length = 0;
  });

  it('resumes after a restart: a closing process gives its jobs up and the next start finishes them', async () => {
    const [stopped] = await newJobs(1);
    // A job whose process crashed: its lease ran out.
    const [left] = await newJobs(1, { owner: 'crashed process', until: Date.now() - 1 });
    const before = runnerOf(one, 'process before', { steps: 10, stepMs: 50 });
    before.queue.enqueue(stopped!);
    await vi.waitFor(async () => expect((await job(stopped!)).steps).toBeGreaterThan(0));
    await before.runner.close();
    expect(await job(stopped!)).toMatchObject({ status: 'waiting', lease_owner: null });

    const after = runnerOf(one, 'process after', { steps: 10 });
    await after.runner.start();
    await after.queue.idle();
    for (const id of [stopped, left]) expect(await job(id!)).toMatchObject({ status: 'done', steps: 10 });
    expect(errors).toEqual([]);
  });
});

describe('named work across processes', () => {
  it('runs named work in one process at a time: another waits for the lease, then it is free', async () => {
    const first = runnerOf(one, 'first process', { leaseMs: 300 });
    const second = runnerOf(other, 'second process', { leaseMs: 300 });
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = first.runner.exclusive('sync', async (lease) => {
      order.push(`first holds it: ${lease.held()}`);
      await released;
    });
    await vi.waitFor(() => expect(order).toHaveLength(1));
    const waiting = second.runner.exclusive('sync', async (lease) => {
      order.push(`second holds it: ${lease.held()}`);
      return 'done';
    });
    // Longer than the lease: the first process's heartbeats keep it.
    await sleep(600);
    order.push('first gives it up');
    release();
    await holding;
    expect(await waiting).toBe('done');
    expect(order).toEqual(['first holds it: true', 'first gives it up', 'second holds it: true']);
    expect(await other.db.selectFrom('job_leases').selectAll().execute()).toEqual([]);
  });

  it('runs the named work asked for in one process one after the other', async () => {
    const { runner } = runnerOf(one, 'one process');
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} starts`);
      await sleep(20);
      order.push(`${name} ends`);
    };
    await Promise.all([runner.exclusive('sync', work('a')), runner.exclusive('sync', work('b'))]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('stops waiting for a held lease once its runner closes', async () => {
    const holder = runnerOf(one, 'holding process');
    const closing = runnerOf(other, 'closing process');
    let release!: () => void;
    const holding = holder.runner.exclusive(
      'stopping',
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    await vi.waitFor(() => expect(release).toBeDefined());
    const waiting = closing.runner.exclusive('stopping', async () => {
      throw new Error('the work must not run');
    });
    await closing.runner.close();
    expect(await waiting).toBeUndefined();
    release();
    await holding;
    expect(errors).toEqual([]);
  });

  it('runs scheduled work in the one process holding the schedule; another takes it once that one closes', async () => {
    const turns: string[] = [];
    const first = runnerOf(one, 'first process', { leaseMs: 300 });
    const second = runnerOf(other, 'second process', { leaseMs: 300 });
    first.runner.schedule('schedule', 100, async () => void turns.push('first'));
    await vi.waitFor(() => expect(turns).toContain('first'));
    second.runner.schedule('schedule', 100, async () => void turns.push('second'));
    await sleep(500);
    expect(turns.every((turn) => turn === 'first')).toBe(true);
    await first.runner.close();
    await vi.waitFor(() => expect(turns.at(-1)).toBe('second'));
  });
});
