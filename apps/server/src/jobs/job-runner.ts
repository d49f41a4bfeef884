import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type RawBuilder } from 'kysely';
import type { EntityStore } from '../stores/entity-store';

/**
 * How long a lease holds without news from its process, by default (docs/architecture.md#work-across-processes):
 * short, so that a killed process's jobs are taken over within seconds; renewed every third of it.
 */
export const defaultLeaseMs = 6_000;

/** A job's hold on its lease, as its work sees it. */
export interface Lease {
  /** False once another process took the lease (this one was too slow to renew it) or the runner closes. */
  held(): boolean;
  /** Throws `Interrupted` once the lease is not held: the work stops at this step. */
  check(): void;
}

/**
 * Thrown out of a job to stop it between two steps: its lease lost, the runner closing, or what it works on
 * gone. Not a failure: the job stays for whoever holds its lease next.
 */
export class Interrupted extends Error {}

/**
 * A kind of job kept in rows of the entity store (an export, a draft upload): each row carries its lease in
 * `lease_owner` and `lease_until` (epoch ms, wall clock).
 */
export interface JobKind {
  /** The kind's name, for `enqueue`. */
  name: string;
  /** The table of its jobs and the column of a job's id. */
  table: string;
  id: string;
  /** The condition (SQL on the table's row) of a job that has yet to finish. */
  unfinished: RawBuilder<unknown>;
  /** When a job was asked for (SQL on the table's row, epoch ms): how long the oldest waiting one has waited. */
  askedAt: RawBuilder<number>;
  /** How many of its jobs this process runs at a time. */
  concurrency: number;
  /** How many times a job runs before it is given up; a second run waits `leaseMs`, each next one twice as long. */
  attempts: number;
  /** Runs a job while this process holds its lease; a throw other than `Interrupted` fails the attempt. */
  run(id: number, lease: Lease): Promise<void>;
  /** Ends a job whose every attempt failed, in its final failed state with the reason its user sees. */
  giveUp(id: number, error: unknown): Promise<void>;
  /** Runs when the runner starts, before it takes up the jobs left by earlier processes. */
  start?(): Promise<void>;
  /** Runs when the runner closes, once its jobs have stopped. */
  close?(): void;
}

/** The jobs of one kind, as its module uses them. */
export interface JobQueue {
  /** Runs a new job in this process, unless another process claims it first. */
  enqueue(id: number): void;
  /** Resolves once no job of the kind runs in this process (tests and the benchmark). */
  idle(): Promise<void>;
}

/**
 * The one runner of the jobs of a server process (docs/architecture.md#work-across-processes): row jobs of
 * the kinds registered with it, and named work one process at a time does (the report sync).
 */
export interface JobRunner {
  /** This process's id as a lease's owner. */
  readonly owner: string;
  register(kind: JobKind): JobQueue;
  /**
   * Runs `work` holding the named lease `name`, after the work of that name asked for before it in this
   * process: waits while another process holds it; answers undefined, without running it, once the runner closes.
   */
  exclusive<T>(name: string, work: (lease: Lease) => Promise<T>): Promise<T | undefined>;
  /**
   * Every `intervalMs`, runs `work` in one of the processes on the store: the one holding the named lease
   * `name`, which keeps it while it lives; another takes it at its next turn once that one's lease ran out.
   */
  schedule(name: string, intervalMs: number, work: () => Promise<void>): void;
  /** Starts each kind, then runs the unfinished jobs whose lease is free or ran out, now and at every heartbeat. */
  start(): Promise<void>;
  /** Stops every job at its next step, waits for them and gives this process's leases up (once). */
  close(): Promise<void>;
  /** Whether the runner takes up jobs: started and not closing (docs/operations.md#health-checks). */
  isRunning(): boolean;
  /**
   * Each kind's unfinished jobs, waiting and held, from the store: the same in every process
   * (docs/operations.md#metrics).
   */
  backlog(): Promise<JobBacklog[]>;
}

export interface JobBacklog {
  kind: string;
  /** Unfinished jobs no live process holds: asked for and not yet taken, or left by a process that died. */
  waiting: number;
  /** When the oldest waiting job was asked for (epoch ms, the kind's `askedAt`); none while none waits. */
  oldestAskedAt?: number;
  /** Unfinished jobs a live process holds: running, or waiting out a retry's back-off. */
  held: number;
}

export interface JobRunnerOptions {
  entities: EntityStore;
  /** This process's id as a lease's owner; `processOwner()` without. */
  owner?: string;
  /** How long a lease holds without a heartbeat (`defaultLeaseMs`); tests shorten it. */
  leaseMs?: number;
  onError(error: unknown): void;
  /** Told of each failed attempt of a job (the metrics), besides `onError`. */
  onAttemptFailed?(kind: string): void;
}

/** A server's id as a lease's owner: its machine and process (for the log's readers), unique per server. */
export const processOwner = () => `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

interface HeldLease {
  lost: boolean;
}

interface KindState {
  kind: JobKind;
  queue: number[];
  running: Map<number, Promise<void>>;
  /** The leases this process holds on jobs of the kind, by job id. */
  leases: Map<number, HeldLease>;
}

/**
 * Claims are one conditional `UPDATE` (or upsert) each, so of processes claiming a job at once exactly one
 * gets it, on SQLite and PostgreSQL alike. One timer per process renews every lease it holds every third of
 * the lease and looks for jobs no live process holds.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { entities, onError } = options;
  const db = entities.db;
  const owner = options.owner ?? processOwner();
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const beatMs = leaseMs / 3;
  const kinds = new Map<string, KindState>();
  /** The named leases this process holds, by name. */
  const named = new Map<string, HeldLease>();
  /** The tail of the named work asked for in this process, by name. */
  const chains = new Map<string, Promise<unknown>>();
  const work = new Set<Promise<unknown>>();
  const schedules: NodeJS.Timeout[] = [];
  let started = false;
  let closing = false;
  let closed: Promise<void> | undefined;
  let beating: Promise<void> | undefined;
  /** Wakes the retries waiting for their turn when the runner closes. */
  const closingSignal = new AbortController();

  const leaseOf = (held: HeldLease): Lease => ({
    held: () => !held.lost && !closing,
    check() {
      if (held.lost || closing) throw new Interrupted();
    },
  });

  /** Runs `promise` to its end before the runner closes. */
  function tracked<T>(promise: Promise<T>): Promise<T> {
    work.add(promise);
    void promise.finally(() => work.delete(promise)).catch(() => undefined);
    return promise;
  }

  async function claimRow({ table, id, unfinished }: JobKind, jobId: number) {
    const now = Date.now();
    const { rows } = await sql<{ id: number }>`
      update ${sql.table(table)} set lease_owner = ${owner}, lease_until = ${now + leaseMs}
      where ${sql.ref(id)} = ${jobId}
        and (lease_owner is null or lease_owner = ${owner} or lease_until < ${now})
        and ${unfinished}
      returning ${sql.ref(id)} as id`.execute(db);
    return rows.length > 0;
  }

  const releaseRows = ({ table, id }: JobKind, jobId?: number) =>
    sql`
      update ${sql.table(table)} set lease_owner = null, lease_until = null
      where lease_owner = ${owner} ${jobId === undefined ? sql`` : sql`and ${sql.ref(id)} = ${jobId}`}`.execute(
      db,
    );

  /** Takes the named lease, or renews it when this process holds it: false while another process holds it. */
  async function take(name: string) {
    const now = Date.now();
    const taken = await db
      .insertInto('job_leases')
      .values({ name, owner, lease_until: now + leaseMs })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner, lease_until: now + leaseMs })
          .where((eb) => eb.or([eb('job_leases.lease_until', '<', now), eb('job_leases.owner', '=', owner)])),
      )
      .returning('owner')
      .executeTakeFirst();
    if (taken && !named.has(name)) named.set(name, { lost: false });
    return taken !== undefined;
  }

  async function releaseNamed(name: string) {
    named.delete(name);
    await db.deleteFrom('job_leases').where('name', '=', name).where('owner', '=', owner).execute();
  }

  /** Renews every lease this process holds; one another process has taken is lost. */
  async function renew() {
    const until = Date.now() + leaseMs;
    for (const { kind, leases } of kinds.values()) {
      if (leases.size === 0) continue;
      const { rows } = await sql<{ id: number }>`
        update ${sql.table(kind.table)} set lease_until = ${until}
        where lease_owner = ${owner} and ${sql.ref(kind.id)} in (${sql.join([...leases.keys()])})
        returning ${sql.ref(kind.id)} as id`.execute(db);
      const renewed = new Set(rows.map((row) => Number(row.id)));
      for (const [jobId, held] of leases) if (!renewed.has(jobId)) held.lost = true;
    }
    if (named.size === 0) return;
    const rows = await db
      .updateTable('job_leases')
      .set({ lease_until: until })
      .where('owner', '=', owner)
      .where('name', 'in', [...named.keys()])
      .returning('name')
      .execute();
    const renewed = new Set(rows.map((row) => row.name));
    for (const [name, held] of named) {
      if (renewed.has(name)) continue;
      held.lost = true;
      named.delete(name);
    }
  }

  /** A job no live process holds: its lease free, or run out. */
  const unheld = (now: number) => sql<boolean>`(lease_owner is null or lease_until < ${now})`;

  /** Queues the unfinished jobs whose lease is free or ran out: left by a process that stopped or died. */
  async function takeUpLeft() {
    for (const state of kinds.values()) {
      const { table, id, unfinished } = state.kind;
      const { rows } = await sql<{ id: number }>`
        select ${sql.ref(id)} as id from ${sql.table(table)}
        where ${unheld(Date.now())} and ${unfinished}
        order by ${sql.ref(id)}`.execute(db);
      for (const row of rows) enqueue(state, Number(row.id));
    }
  }

  const heartbeat = setInterval(() => {
    beating ??= (async () => {
      await renew();
      if (started && !closing) await takeUpLeft();
    })()
      .catch(onError)
      .finally(() => (beating = undefined));
  }, beatMs).unref();

  /** Runs a job while holding its lease: again after a failure, with back-off, until its attempts are spent. */
  async function runJob(state: KindState, jobId: number) {
    const { kind } = state;
    if (!(await claimRow(kind, jobId))) return;
    const held: HeldLease = { lost: false };
    state.leases.set(jobId, held);
    const lease = leaseOf(held);
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await kind.run(jobId, lease);
          return;
        } catch (error) {
          if (error instanceof Interrupted) return;
          onError(error);
          options.onAttemptFailed?.(kind.name);
          if (attempt >= kind.attempts) return await kind.giveUp(jobId, error);
        }
        // The lease stays held meanwhile, so no other process runs the job before its turn.
        await sleep(leaseMs * 2 ** (attempt - 1), undefined, { signal: closingSignal.signal }).catch(
          () => undefined,
        );
        if (!lease.held()) return;
      }
    } finally {
      state.leases.delete(jobId);
      await releaseRows(kind, jobId);
    }
  }

  function pump(state: KindState) {
    while (!closing && state.running.size < state.kind.concurrency && state.queue.length > 0) {
      const jobId = state.queue.shift()!;
      const job = runJob(state, jobId)
        // The store itself failed: the job's lease runs out (or was given up) and a heartbeat runs it again.
        .catch(onError)
        .finally(() => {
          state.running.delete(jobId);
          pump(state);
        });
      state.running.set(jobId, job);
    }
  }

  function enqueue(state: KindState, jobId: number) {
    if (state.queue.includes(jobId) || state.running.has(jobId)) return;
    state.queue.push(jobId);
    pump(state);
  }

  async function holding<T>(name: string, work: (lease: Lease) => Promise<T>): Promise<T | undefined> {
    while (!closing) {
      if (await take(name)) {
        try {
          return await work(leaseOf(named.get(name) ?? { lost: true }));
        } finally {
          await releaseNamed(name);
        }
      }
      await sleep(beatMs, undefined, { signal: closingSignal.signal }).catch(() => undefined);
    }
    return undefined;
  }

  return {
    owner,
    register(kind) {
      const state: KindState = { kind, queue: [], running: new Map(), leases: new Map() };
      kinds.set(kind.name, state);
      return {
        enqueue: (jobId) => enqueue(state, jobId),
        async idle() {
          while (state.running.size > 0) await Promise.all(state.running.values());
        },
      };
    },
    exclusive(name, work) {
      const run = () => holding(name, work);
      const next = (chains.get(name) ?? Promise.resolve()).then(run, run);
      chains.set(
        name,
        next.catch(() => undefined),
      );
      return tracked(next);
    },
    schedule(name, intervalMs, work) {
      const turn = async () => {
        if (!closing && (await take(name))) await tracked(work());
      };
      schedules.push(setInterval(() => turn().catch(onError), intervalMs).unref());
    },
    async start() {
      for (const { kind } of kinds.values()) await kind.start?.();
      started = true;
      await takeUpLeft();
    },
    close() {
      closed ??= (async () => {
        closing = true;
        closingSignal.abort();
        for (const timer of schedules) clearInterval(timer);
        const running = [...kinds.values()].flatMap((state) => [...state.running.values()]);
        await Promise.all([...running, ...work, beating].map((done) => done?.catch(() => undefined)));
        clearInterval(heartbeat);
        await beating;
        for (const { kind } of kinds.values()) {
          kind.close?.();
          // Given up, not run out: another process, or the next start, takes them at once.
          await releaseRows(kind);
        }
        await db.deleteFrom('job_leases').where('owner', '=', owner).execute();
        named.clear();
      })();
      return closed;
    },
    isRunning: () => started && !closing,
    async backlog() {
      const now = Date.now();
      const backlog: JobBacklog[] = [];
      for (const { kind } of kinds.values()) {
        const { rows } = await sql<{ waiting: unknown; unfinished: unknown; oldest: unknown }>`
          select sum(case when ${unheld(now)} then 1 else 0 end) as waiting, count(*) as unfinished,
            min(case when ${unheld(now)} then ${kind.askedAt} end) as oldest
          from ${sql.table(kind.table)} where ${kind.unfinished}`.execute(db);
        // PostgreSQL answers sums and bigints as text, and a sum of no rows as null.
        const waiting = Number(rows[0]?.waiting ?? 0);
        const oldest = rows[0]?.oldest;
        backlog.push({
          kind: kind.name,
          waiting,
          oldestAskedAt: oldest === null || oldest === undefined ? undefined : Number(oldest),
          held: Number(rows[0]?.unfinished ?? 0) - waiting,
        });
      }
      return backlog;
    },
  };
}
