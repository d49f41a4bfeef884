/**
 * Draft uploads as persisted jobs (docs/architecture.md#draft-upload-jobs): an upload row with its lease and
 * a snapshot of every item it sends, in the provider's order, written in the transaction that moves the draft
 * to 9 (uploading). The runner (`upload-runner.ts`) works through the snapshot; nothing of it depends on
 * the process that started it.
 */
import {
  budgetType,
  draftLimits,
  draftStatus,
  regionType,
  rmbToFen,
  scheduleType,
  type CampaignRecord,
} from '@adconsole/draft-rules';
import type { Kysely } from 'kysely';
import type { FinalUrls, UploadItem } from '../../provider/provider';
import type { EntityDatabase } from '../../stores/entity-schema';
import { itemKinds } from '../draft-items';
import { itemRecords, type DraftRow } from '../draft-store';

/** A campaign's custom daily budget in fen; none when its budget is unlimited. */
const budgetFenOf = (campaign: CampaignRecord) =>
  campaign.budgetType === budgetType.customDaily && campaign.budget !== undefined
    ? rmbToFen(campaign.budget)
    : undefined;

/** The items of a draft as the provider receives them: campaigns, units, keywords, creatives, pictures. */
export async function uploadItems(store: Kysely<EntityDatabase>, draftId: number): Promise<UploadItem[]> {
  const campaigns = await itemRecords(store, itemKinds.campaign, draftId);
  const units = await itemRecords(store, itemKinds.unit, draftId);
  const keywords = await itemRecords(store, itemKinds.keyword, draftId);
  const creatives = await itemRecords(store, itemKinds.creative, draftId);
  const unitUrls = new Map(
    units.map((unit) => [
      unit.id,
      { pcFinalUrl: unit.pcFinalUrl, mobileFinalUrl: unit.mobileFinalUrl, monitorSuffix: unit.monitorSuffix },
    ]),
  );
  // Every keyword and creative of a draft has its unit in the draft (the item rules).
  const urlsOf = (unitId: number): FinalUrls => unitUrls.get(unitId)!;
  const creativeText = (text: string, minBytes: number | undefined, maxBytes: number) => ({
    text,
    minBytes,
    maxBytes,
    creative: true,
  });
  return [
    ...campaigns.map((campaign) => ({
      kind: 'campaign' as const,
      key: `campaign:${campaign.id}`,
      name: campaign.campaignName,
      texts: [
        { text: campaign.campaignName, maxBytes: draftLimits.campaignName },
        { text: campaign.business ?? '', maxBytes: draftLimits.business },
      ],
      budgetFen: budgetFenOf(campaign),
      fields: {
        kind: 'campaign' as const,
        budgetFen: budgetFenOf(campaign),
        regions: campaign.regionType === regionType.custom ? campaign.regions : undefined,
        regionBidFactors: campaign.regionType === regionType.custom ? campaign.regionBidFactors : undefined,
        schedule: campaign.scheduleType === scheduleType.custom ? campaign.schedule : undefined,
        device: campaign.device,
        bidMode: campaign.bidMode,
      },
    })),
    ...units.map((unit) => ({
      kind: 'unit' as const,
      key: `unit:${unit.id}`,
      parentKey: `campaign:${unit.campaignId}`,
      name: unit.adgroupName,
      texts: [
        { text: unit.adgroupName, maxBytes: draftLimits.adgroupName },
        { text: unit.pcFinalUrl, maxBytes: draftLimits.url },
        { text: unit.mobileFinalUrl, maxBytes: draftLimits.url },
        { text: unit.monitorSuffix ?? '', maxBytes: draftLimits.monitorSuffix },
      ],
    })),
    ...keywords.map((keyword) => ({
      kind: 'keyword' as const,
      key: `keyword:${keyword.id}`,
      parentKey: `unit:${keyword.unitId}`,
      name: keyword.keyword,
      texts: [{ text: keyword.keyword, maxBytes: draftLimits.keyword }],
      fields: { kind: 'keyword' as const, matchType: keyword.matchType, urls: urlsOf(keyword.unitId) },
    })),
    ...creatives.map((creative) => ({
      kind: 'creative' as const,
      key: `creative:${creative.id}`,
      parentKey: `unit:${creative.unitId}`,
      name: creative.title,
      texts: [
        creativeText(creative.title, draftLimits.titleMin, draftLimits.titleMax),
        creativeText(creative.description1, draftLimits.description1Min, draftLimits.description1Max),
        creativeText(creative.description2, undefined, draftLimits.description2Max),
      ],
      fields: {
        kind: 'creative' as const,
        urls: urlsOf(creative.unitId),
        title: creative.title,
        description1: creative.description1,
        description2: creative.description2,
        miniProgramUrl: creative.miniProgramUrl,
      },
    })),
    ...creatives.flatMap((creative) =>
      creative.pictures.map((picture, index) => ({
        kind: 'picture' as const,
        key: `creative:${creative.id}:picture:${index}`,
        parentKey: `creative:${creative.id}`,
        name: picture.theme,
        // A theme is counted in characters (`draftLimits.pictureTheme`): at most 2 bytes each.
        texts: [{ text: picture.theme, maxBytes: 2 * draftLimits.pictureTheme }],
        fields: { kind: 'picture' as const, ...picture },
      })),
    ),
  ];
}

/** The draft item an upload item reports on: a picture's is its creative. */
export const itemIdOf = (item: UploadItem) => Number(item.key.split(':')[1]);

/**
 * Starts an upload of a draft in its owner's transaction: the job and its items, and the draft in 9. The
 * caller has checked the draft has no errors.
 */
export async function insertUpload(
  tx: Kysely<EntityDatabase>,
  draft: DraftRow,
  now: number,
): Promise<number> {
  const items = await uploadItems(tx, draft.id);
  const { id } = await tx
    .insertInto('draft_uploads')
    .values({
      draft_id: draft.id,
      user_id: draft.user_id,
      account_id: draft.account_id,
      draft_name: draft.name,
      status: 'uploading',
      item_count: items.length,
      lease_owner: null,
      lease_until: null,
      created_time: now,
      finished_time: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = items.map((item, seq) => ({
    upload_id: id,
    seq,
    kind: item.kind,
    item_id: itemIdOf(item),
    item_key: item.key,
    parent_key: item.parentKey ?? null,
    name: item.name,
    payload: JSON.stringify(item),
    fail_reason: null,
    provider_id: null,
    finished_time: null,
  }));
  // SQLite binds at most 32,766 values a statement: 11 columns × 1,000 rows stays well under.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx
      .insertInto('draft_upload_items')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  await tx
    .updateTable('drafts')
    .set({ status: draftStatus.uploading, updated_time: now })
    .where('id', '=', draft.id)
    .execute();
  return id;
}
