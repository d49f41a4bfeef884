// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEntityStore, type EntityStore } from '../../stores/entity-store';
import { freshEntityLocation } from '../../testing/test-app';
import type { Provider, ProviderAccount, UploadItem } from '../provider';
import { sandboxUploads } from './sandbox-uploads';
import { entityTables } from '../../entity-tables';

const location = await freshEntityLocation();
let entities: EntityStore;
let provider: Pick<Provider, 'createUploadItem'>;
let account: ProviderAccount;
beforeAll(async () => {
  entities = await openEntityStore(location, entityTables);
  const { id } = await entities.db
    .insertInto('provider_accounts')
    .values({
      account_no: 'adc-upload-01',
      provider: 'sandbox',
      balance_fen: 0,
      company_id: null,
      created_time: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  account = { id, accountNo: 'adc-upload-01', position: 0 };
  provider = sandboxUploads(entities, { uploadSeconds: 0, now: () => 0 });
});
afterAll(async () => {
  await entities.close();
  await location.remove();
});

const campaign = (key: string, name: string, budgetFen?: number): UploadItem => ({
  kind: 'campaign',
  key,
  name,
  texts: [{ text: name, maxBytes: 30 }],
  budgetFen,
});

describe('the sandbox provider’s upload', () => {
  it('refuses what the provider refuses, item by item', async () => {
    expect(await provider.createUploadItem(account, campaign('campaign:1', '春季', 4999), 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.budgetTooLow',
    });
    // 16 Chinese characters are 32 bytes as the provider counts them.
    expect(
      await provider.createUploadItem(account, campaign('campaign:1', '一二三四五六七八九十一二三四五六'), 1),
    ).toEqual({
      created: false,
      reason: 'draftUpload.refusal.tooLong',
    });
    const shortTitle: UploadItem = {
      kind: 'creative',
      key: 'creative:3',
      parentKey: 'unit:2',
      name: '短标题',
      texts: [{ text: '{地域}短标题', minBytes: 9, maxBytes: 50, creative: true }],
    };
    expect(await provider.createUploadItem(account, shortTitle, 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.tooShort',
    });
    const keyword: UploadItem = {
      kind: 'keyword',
      key: 'keyword:4',
      parentKey: 'unit:2',
      name: 'Online Casino',
      texts: [{ text: 'Online Casino', maxBytes: 40 }],
    };
    expect(await provider.createUploadItem(account, keyword, 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.bannedWord',
    });
  });

  it('creates an item once by its key, and refuses another of a name it already has', async () => {
    const first = await provider.createUploadItem(account, campaign('campaign:10', '夏季推广', 5000), 1);
    expect(first).toMatchObject({ created: true });
    expect(await provider.createUploadItem(account, campaign('campaign:10', '夏季推广', 5000), 1)).toEqual(
      first,
    );
    expect(await provider.createUploadItem(account, campaign('campaign:11', '夏季推广'), 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.nameTaken',
    });
    // Names repeat as the draft finds repeats: trimmed, ASCII letters in any case (docs/requirements.md#ad-drafts).
    await provider.createUploadItem(account, campaign('campaign:12', 'Summer Sale'), 1);
    expect(await provider.createUploadItem(account, campaign('campaign:13', ' summer SALE '), 1)).toEqual({
      created: false,
      reason: 'draftUpload.refusal.nameTaken',
    });
    const held = await entities.db.selectFrom('sandbox_provider_items').select('item_key').execute();
    expect(held).toEqual([{ item_key: 'campaign:10' }, { item_key: 'campaign:12' }]);
  });
});
