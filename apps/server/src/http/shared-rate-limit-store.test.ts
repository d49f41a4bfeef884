// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import type { EntityStore } from '../stores/entity-store';
import { twoProcessStores } from '../testing/two-process-stores';
import { sharedRateLimitStore } from './shared-rate-limit-store';

const { one, other } = await twoProcessStores();

const errors: unknown[] = [];
/** The plugin's store of one process, as @fastify/rate-limit makes it. */
const processStore = (entities: EntityStore) =>
  new (sharedRateLimitStore({ entities, onError: (error) => errors.push(error) }))({});
/** The store of a route's own limit, as the plugin asks for one. */
const routeStore = (store: FastifyRateLimitStore, method: string, url: string) =>
  store.child({ routeInfo: { method, url } } as never);

const minute = 60_000;
const hit = (store: FastifyRateLimitStore, key: string, timeWindow = minute) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 3),
  );

const loginOf = (entities: EntityStore) => routeStore(processStore(entities), 'POST', '/user/login');
const loginHere = loginOf(one);
const loginThere = loginOf(other);

describe('rate limits shared by the server processes', () => {
  it('counts the hits of a key whichever process takes them', async () => {
    const counts = [];
    for (const store of [loginHere, loginThere, loginHere, loginThere]) {
      counts.push((await hit(store, '10.0.0.1')).current);
    }
    expect(counts).toEqual([1, 2, 3, 4]);
  });

  it('counts each of many hits at once exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hit(i % 2 === 0 ? loginHere : loginThere, '10.0.0.2')),
    );
    expect(results.map((r) => r.current).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttl } of results) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(minute);
    }
  });

  it("keeps each route's limit and each named limit apart for the same key", async () => {
    const captcha = routeStore(processStore(other), 'GET', '/system/admin/getPictureValidationCode');
    expect((await hit(captcha, '10.0.0.1')).current).toBe(1);
    const writes = processStore(one).child({ routeInfo: {} } as never);
    expect((await hit(writes, 'writes-address:10.0.0.1')).current).toBe(1);
    expect((await hit(loginThere, '10.0.0.1')).current).toBe(5);
  });

  it('starts a new window once the last one ended, and sweeps the rows of ended windows', async () => {
    // Every window so far has ended.
    await one.db
      .updateTable('rate_limit_hits')
      .set({ window_ends: Date.now() - 1 })
      .execute();
    expect((await hit(loginThere, '10.0.0.1')).current).toBe(1);
    // A process's first hit sweeps: only the row it just counted is left.
    await hit(loginOf(one), '10.0.0.3');
    const rows = await other.db.selectFrom('rate_limit_hits').select(['hits']).execute();
    expect(rows.map((row) => Number(row.hits)).toSorted()).toEqual([1, 1]);
    expect(errors).toEqual([]);
  });
});
