// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEntityStore, type EntityStore } from '../../stores/entity-store';
import type { FactStore } from '../../stores/fact-store';
import { freshEntityLocation } from '../../testing/test-app';
import { freshFactPlace, type FactPlace } from '../../testing/test-facts';
import type { AdEditor } from '../ad-editor';
import type { ProviderAccount } from '../provider';
import { sandboxProfiles } from './profiles';
import { sandboxEdits } from './sandbox-edits';
import { openSandboxProvider } from './sandbox-provider';
import { entityTables } from '../../entity-tables';

const location = await freshEntityLocation();
let entities: EntityStore;
let place: FactPlace;
let facts: FactStore;
let account: ProviderAccount;
let edits: AdEditor;
const now = Date.parse('2026-11-20T04:00:00Z');

beforeAll(async () => {
  entities = await openEntityStore(location, entityTables);
  const { id } = await entities.db
    .insertInto('provider_accounts')
    .values({
      account_no: 'adc-edits-01',
      provider: 'sandbox',
      balance_fen: 0,
      company_id: null,
      created_time: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  account = { id, accountNo: 'adc-edits-01', position: 0 };
  place = await freshFactPlace();
  facts = await place.open();
  await (await openSandboxProvider(facts, sandboxProfiles.test)).syncStructure(account);
  edits = sandboxEdits(entities, facts, { now: () => now });
});
afterAll(async () => {
  await facts.close();
  await place.remove();
  await entities.close();
  await location.remove();
});

/** The test profile: 2 campaigns × 2 units × 4 keywords, ids from 1. */
const keywordIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

describe('the sandbox’s bulk edit settings', () => {
  it('reads each object’s name and campaign from the dimensions and the same defaults every time, within range', async () => {
    const [campaigns] = await facts.query<{ name: string }>(
      'SELECT campaign_name AS name FROM search_campaigns WHERE account_id = {id:UInt32} AND campaign_id = 2',
      { id: account.id },
    );
    const read = await edits.readSettings(account, 'campaign', [2, 99]);
    expect(read).toEqual([
      expect.objectContaining({ id: 2, level: 'campaign', campaignId: 2, name: campaigns!.name }),
    ]);
    expect(await edits.readSettings(account, 'campaign', [2])).toEqual(read);

    const keywords = await edits.readSettings(account, 'keyword', keywordIds);
    expect(keywords).toHaveLength(16);
    expect(keywords[5]).toMatchObject({ id: 6, campaignId: 1, unitId: 2 });
    for (const keyword of keywords) {
      if (keyword.bidFen !== undefined) expect(keyword.bidFen).toBeGreaterThanOrEqual(30);
      expect(keyword.bidFen ?? 0).toBeLessThanOrEqual(999);
    }
    for (const unit of await edits.readSettings(account, 'unit', [1, 2, 3, 4])) {
      expect(unit.bidFen).toBeGreaterThanOrEqual(50);
      expect(unit.bidFen).toBeLessThanOrEqual(500);
    }
  });

  it('refuses per object as the provider does, and keeps what it accepts', async () => {
    await edits.updateSettings(account, 'campaign', [{ id: 1, budgetFen: 5_000 }]);
    const outcomes = await edits.updateSettings(account, 'unit', [
      { id: 1, bidFen: 5_001 },
      { id: 2, bidFen: 0 },
      { id: 3, bidFen: 100_000 },
      { id: 99, paused: true },
      { id: 2, bidFen: 4_999, paused: true },
      { id: 4, budgetFen: 10_000 },
    ]);
    expect(outcomes).toEqual([
      { id: 1, ok: false, reason: 'bidAboveBudget' },
      { id: 2, ok: false, reason: 'bidOutOfRange' },
      { id: 3, ok: false, reason: 'bidOutOfRange' },
      { id: 99, ok: false, reason: 'unknownObject' },
      { id: 2, ok: true },
      { id: 4, ok: false, reason: 'providerRefused' },
    ]);
    expect(await edits.readSettings(account, 'unit', [2])).toEqual([
      expect.objectContaining({ id: 2, bidFen: 4_999, paused: true }),
    ]);
    expect(
      await edits.updateSettings(account, 'campaign', [
        { id: 2, budgetFen: 4_999 },
        { id: 2, budgetFen: 1_000_000_001 },
        { id: 2, budgetFen: 1_000_000_000 },
      ]),
    ).toEqual([
      { id: 2, ok: false, reason: 'budgetOutOfRange' },
      { id: 2, ok: false, reason: 'budgetOutOfRange' },
      { id: 2, ok: true },
    ]);
    expect((await edits.readSettings(account, 'campaign', [2]))[0]!.budgetFen).toBe(1_000_000_000);
  });
});

describe('the sandbox’s negatives', () => {
  it('seeds a few negatives at both levels, the same word at each, and replaces the lists whole', async () => {
    const unit = (await edits.readNegatives(account, 'unit', 3))!;
    const campaign = (await edits.readNegatives(account, 'campaign', 2))!;
    expect(unit.phrase.length + unit.exact.length).toBeGreaterThan(1);
    expect(unit.phrase.filter((word) => campaign.phrase.includes(word))).not.toEqual([]);
    expect(await edits.readNegatives(account, 'unit', 99)).toBeNull();

    expect(await edits.writeNegatives(account, 'unit', 3, { phrase: ['便宜'], exact: [] })).toEqual({
      ok: true,
    });
    expect(await edits.readNegatives(account, 'unit', 3)).toEqual({ phrase: ['便宜'], exact: [] });
    expect(await edits.writeNegatives(account, 'unit', 99, { phrase: [], exact: [] })).toEqual({
      ok: false,
      reason: 'unknownObject',
    });
  });

  it('refuses a word over 40 bytes and more words than a one-star account’s caps', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);
    expect(await edits.negativeLimits(account)).toEqual({
      unit: { phrase: 200, exact: 200 },
      campaign: { phrase: 200, exact: 400 },
    });
    // 20 Chinese characters are 40 bytes; 21 are 42.
    expect(await edits.writeNegatives(account, 'unit', 1, { phrase: ['一'.repeat(20)], exact: [] })).toEqual({
      ok: true,
    });
    expect(await edits.writeNegatives(account, 'unit', 1, { phrase: ['一'.repeat(21)], exact: [] })).toEqual({
      ok: false,
      reason: 'wordTooLong',
    });
    expect(await edits.writeNegatives(account, 'campaign', 1, { phrase: [], exact: words(400) })).toEqual({
      ok: true,
    });
    expect(await edits.writeNegatives(account, 'campaign', 1, { phrase: [], exact: words(401) })).toEqual({
      ok: false,
      reason: 'tooManyNegatives',
    });
    expect((await edits.readNegatives(account, 'campaign', 1))!.exact).toHaveLength(400);
  });
});

describe('the sandbox’s operation records', () => {
  it('answers a record made elsewhere on every third day, named from the dimensions, none after now', async () => {
    const records = await edits.operationRecords(account, { from: '2026-11-01', to: '2026-11-30' });
    const days = records.map((record) => new Date(record.time + 8 * 3_600_000).toISOString().slice(0, 10));
    expect(records.length).toBeGreaterThanOrEqual(5);
    expect(records.every((record) => record.time <= now)).toBe(true);
    expect(new Set(days).size).toBe(records.length);
    const gaps = days.slice(1).map((day, i) => (Date.parse(day) - Date.parse(days[i]!)) / 86_400_000);
    expect(gaps.every((gap) => gap === 3)).toBe(true);
    const [names] = await facts.query<{ names: string[] }>(
      `SELECT groupArray(name) AS names FROM (SELECT campaign_name AS name FROM search_campaigns WHERE account_id = {id:UInt32}
        UNION ALL SELECT unit_name AS name FROM search_units WHERE account_id = {id:UInt32})`,
      { id: account.id },
    );
    for (const record of records) {
      expect(names!.names).toContain(record.objectName);
      expect(['campaign', 'unit']).toContain(record.level);
      expect(record.oldValue).toMatch(/^\d+\.\d{2}$/);
    }
    // The same days read again, or within a longer range, answer the same records.
    const again = await edits.operationRecords(account, { from: '2026-10-20', to: '2026-11-30' });
    expect(again.filter((record) => record.time >= records[0]!.time)).toEqual(records);
  });
});
