import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityStore } from './entity-store';

/**
 * Named leases in the entity store (`job_leases`): work that one server process at a time does, held by its
 * process until a time on the wall clock (docs/architecture.md#work-across-processes). A process that dies
 * holding one leaves it to run out; another takes it then.
 */
export interface JobLeases {
  /** This process's id as a lease's owner. */
  readonly owner: string;
  /**
   * Takes the lease for `ms` from now, or renews it when this process holds it: one conditional upsert, so of
   * processes taking a free lease at once exactly one gets it. False while another process holds it.
   */
  take(name: string, ms: number): Promise<boolean>;
  /** Gives the lease up when this process holds it, so another takes it at once. */
  release(name: string): Promise<void>;
  /**
   * Runs `work` while holding the lease: waits for it (looking again every `pollMs`) and renews it every
   * third of `ms` while the work runs, then gives it up. `held()` turns false once a renewal finds another
   * owner (this process was too slow); `gaveUp()` stops the waiting (a stopping server), answering undefined.
   */
  whileHeld<T>(
    name: string,
    options: { ms: number; pollMs: number; gaveUp: () => boolean },
    work: (held: () => boolean) => Promise<T>,
  ): Promise<T | undefined>;
}

/** A server's id as a lease's owner: its machine and process (for the log's readers), unique per server. */
export const processOwner = () => `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

export function jobLeases(
  entities: EntityStore,
  owner: string,
  onError: (error: unknown) => void,
): JobLeases {
  async function take(name: string, ms: number) {
    const now = Date.now();
    const taken = await entities.db
      .insertInto('job_leases')
      .values({ name, owner, lease_until: now + ms })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner, lease_until: now + ms })
          .where((eb) => eb.or([eb('job_leases.lease_until', '<', now), eb('job_leases.owner', '=', owner)])),
      )
      .returning('owner')
      .executeTakeFirst();
    return taken !== undefined;
  }

  async function release(name: string) {
    await entities.db.deleteFrom('job_leases').where('name', '=', name).where('owner', '=', owner).execute();
  }

  return {
    owner,
    take,
    release,
    async whileHeld(name, { ms, pollMs, gaveUp }, work) {
      while (!(await take(name, ms))) {
        if (gaveUp()) return undefined;
        await sleep(pollMs);
      }
      let held = true;
      let renewing: Promise<void> = Promise.resolve();
      const renewal = setInterval(() => {
        renewing = take(name, ms).then((renewed) => {
          if (!renewed) held = false;
        }, onError);
      }, ms / 3).unref();
      try {
        return await work(() => held);
      } finally {
        clearInterval(renewal);
        // A renewal still on its way would take the lease again after it was given up.
        await renewing;
        if (held) await release(name);
      }
    },
  };
}

/**
 * Renews the lease of a job row (an export, a draft upload) every third of its length while the job runs:
 * `renew` is the row's conditional update, false once another process owns the row. `lease.held` turns false
 * then, and the job stops at its next step.
 */
export function renewRowLease(
  leaseMs: number,
  renew: () => Promise<boolean>,
  onError: (error: unknown) => void,
) {
  const lease = { held: true };
  const timer = setInterval(() => {
    renew().then((renewed) => {
      if (!renewed) lease.held = false;
    }, onError);
  }, leaseMs / 3).unref();
  return { lease, stop: () => clearInterval(timer) };
}
