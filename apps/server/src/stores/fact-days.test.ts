// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshFactPlace, hourFactRow, type FactPlace } from '../testing/test-facts';
import { daysBatch, type RowsInto } from './fact-days';
import type { FactStore } from './fact-store';

// Days of several accounts replaced in one batch (docs/architecture.md#fact-layout), on the hours table.
let place: FactPlace;
let facts: FactStore;

beforeAll(async () => {
  place = await freshFactPlace();
  facts = await place.open();
});

afterAll(async () => {
  await facts.close();
  await place.remove();
});

const table = 'search_hour_daily';
const row = hourFactRow;
const rowsOf = (rows: ReturnType<typeof row>[]) => async (into: RowsInto) => {
  await facts.insert(into(table), rows);
};
/** Each account-day's impressions as the reports read them (a key taken back sums to nothing). */
const sums = (accountIds: number[]) =>
  facts.query<{ account_id: number; date: string; impression: number }>(
    `SELECT account_id, toString(date) AS date, toInt64(sum(impression)) AS impression FROM ${table}
      WHERE has({accountIds:Array(UInt32)}, account_id)
      GROUP BY account_id, date HAVING impression != 0 ORDER BY account_id, date`,
    { accountIds },
  );
const stageRows = async () =>
  (await facts.query<{ n: number }>(`SELECT toUInt64(count()) AS n FROM stage_${table}`))[0]!.n;

it("writes the staged accounts' days together, leaves out an account whose read failed, and empties the stage", async () => {
  await facts.insert(
    table,
    [1, 2].flatMap((account) =>
      ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) => row(account, day, 10)),
    ),
  );
  const days = { from: '2026-11-02', to: '2026-11-03' };
  const batch = daysBatch(facts, [table]);
  // Account 1: the 2nd changed at the provider, the 3rd no longer answered.
  await batch.replace({ accountId: 1, ...days }, rowsOf([row(1, '2026-11-02', 14)]));
  // Account 2: its provider fails once a row is staged.
  const failing = async (into: RowsInto) => {
    await rowsOf([row(2, '2026-11-02', 99)])(into);
    throw new Error('refused');
  };
  await expect(batch.replace({ accountId: 2, ...days }, failing)).rejects.toThrow('refused');
  // Account 3 is new: its days are written at once.
  await batch.replace({ accountId: 3, ...days }, rowsOf([row(3, '2026-11-02', 5)]));
  expect(await sums([1, 3])).toEqual([
    { account_id: 1, date: '2026-11-01', impression: 10 },
    { account_id: 1, date: '2026-11-02', impression: 10 },
    { account_id: 1, date: '2026-11-03', impression: 10 },
    { account_id: 3, date: '2026-11-02', impression: 5 },
  ]);
  await batch.flush();
  expect(await sums([1, 2, 3])).toEqual([
    { account_id: 1, date: '2026-11-01', impression: 10 },
    { account_id: 1, date: '2026-11-02', impression: 14 },
    { account_id: 2, date: '2026-11-01', impression: 10 },
    { account_id: 2, date: '2026-11-02', impression: 10 },
    { account_id: 2, date: '2026-11-03', impression: 10 },
    { account_id: 3, date: '2026-11-02', impression: 5 },
  ]);
  expect(await stageRows()).toBe(0);
});

it("writes the staged days first when the next account's days are other days", async () => {
  await facts.insert(table, [row(4, '2026-10-01', 1), row(5, '2026-10-05', 1)]);
  const batch = daysBatch(facts, [table]);
  await batch.replace(
    { accountId: 4, from: '2026-10-01', to: '2026-10-01' },
    rowsOf([row(4, '2026-10-01', 7)]),
  );
  expect(await sums([4])).toEqual([{ account_id: 4, date: '2026-10-01', impression: 1 }]);
  await batch.replace(
    { accountId: 5, from: '2026-10-05', to: '2026-10-05' },
    rowsOf([row(5, '2026-10-05', 8)]),
  );
  expect(await sums([4, 5])).toEqual([
    { account_id: 4, date: '2026-10-01', impression: 7 },
    { account_id: 5, date: '2026-10-05', impression: 1 },
  ]);
  await batch.flush();
  expect(await sums([5])).toEqual([{ account_id: 5, date: '2026-10-05', impression: 8 }]);
  expect(await stageRows()).toBe(0);
});
