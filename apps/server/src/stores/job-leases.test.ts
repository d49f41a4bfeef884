import { describe, expect, it } from 'vitest';
import { twoProcessStores } from '../testing/two-process-stores';
import { jobLeases } from './job-leases';

const { one, other } = await twoProcessStores();

const errors: unknown[] = [];
const first = jobLeases(one, 'first process', (error) => errors.push(error));
const second = jobLeases(other, 'second process', (error) => errors.push(error));
const minute = 60_000;

/** Makes a lease run out, as it does once its process died and stopped renewing it. */
const runOut = (name: string) =>
  one.db
    .updateTable('job_leases')
    .set({ lease_until: Date.now() - 1 })
    .where('name', '=', name)
    .execute();

describe('named leases across processes', () => {
  it('gives a free lease to exactly one of the processes taking it at once', async () => {
    const takers = Array.from({ length: 10 }, (_, i) =>
      jobLeases(i % 2 === 0 ? one : other, `process ${i}`, (error) => errors.push(error)),
    );
    const taken = await Promise.all(takers.map((leases) => leases.take('race', minute)));
    expect(taken.filter(Boolean)).toEqual([true]);
    const holder = takers[taken.indexOf(true)]!;
    const rows = await other.db.selectFrom('job_leases').select(['name', 'owner']).execute();
    expect(rows).toEqual([{ name: 'race', owner: holder.owner }]);
  });

  it('lets its holder renew it and keeps the others off until it runs out; then another takes it', async () => {
    expect(await first.take('sync', minute)).toBe(true);
    expect(await first.take('sync', minute)).toBe(true);
    expect(await second.take('sync', minute)).toBe(false);
    await runOut('sync');
    expect(await second.take('sync', minute)).toBe(true);
    expect(await first.take('sync', minute)).toBe(false);
  });

  it('is free at once when its holder gives it up; giving up a lease of another process changes nothing', async () => {
    expect(await first.take('export', minute)).toBe(true);
    await second.release('export');
    expect(await second.take('export', minute)).toBe(false);
    await first.release('export');
    expect(await second.take('export', minute)).toBe(true);
  });

  it('runs work while holding the lease: waits while another process holds it, gives it up after', async () => {
    expect(await first.take('work', minute)).toBe(true);
    const order: string[] = [];
    const waiting = second.whileHeld(
      'work',
      { ms: minute, pollMs: 10, gaveUp: () => false },
      async (held) => {
        order.push(`second works, holding it: ${held()}`);
        return 'done';
      },
    );
    order.push('first gives it up');
    await first.release('work');
    expect(await waiting).toBe('done');
    expect(order).toEqual(['first gives it up', 'second works, holding it: true']);
    expect(await first.take('work', minute)).toBe(true);
  });

  it('stops waiting for a held lease once the server stops', async () => {
    expect(await first.take('stopping', minute)).toBe(true);
    let stopping = false;
    const waiting = second.whileHeld(
      'stopping',
      { ms: minute, pollMs: 10, gaveUp: () => stopping },
      async () => {
        throw new Error('the work must not run');
      },
    );
    stopping = true;
    expect(await waiting).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
