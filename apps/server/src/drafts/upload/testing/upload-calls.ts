import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@adconsole/api-client/contract';
import { draftStatus, type DraftDetail } from '@adconsole/draft-rules';
import type { FastifyInstance } from 'fastify';
import { draftDetail, minimal, savedId } from '../../testing/draft-calls';

/** The ids of a draft without errors: a campaign, its unit, two keywords and a creative with a picture. */
export interface UploadableDraft {
  draftId: number;
  campaignId: number;
  unitId: number;
  keywordIds: number[];
  creativeId: number;
}

/** A draft without errors, built through the calls as a client builds it; `campaignName` keeps it apart. */
export async function uploadableDraft(
  app: FastifyInstance,
  token: string,
  accountId: number,
  campaignName: string,
): Promise<UploadableDraft> {
  const draftId = await savedId(app, endpoints.draftSave, token, { name: `草稿 ${campaignName}`, accountId });
  const campaignId = await savedId(app, endpoints.draftCampaignSave, token, {
    ...minimal.campaign,
    campaignName,
    business: '数据分析',
    draftId,
  });
  const unitId = await savedId(app, endpoints.draftUnitSave, token, { ...minimal.unit, draftId, campaignId });
  const keywordIds = [
    await savedId(app, endpoints.draftKeywordSave, token, { ...minimal.keyword, draftId, unitId }),
    await savedId(app, endpoints.draftKeywordSave, token, {
      keyword: '企业数据看板',
      matchType: 'precise',
      draftId,
      unitId,
    }),
  ];
  const creativeId = await savedId(app, endpoints.draftCreativeSave, token, {
    ...minimal.creative,
    pictures: [{ url: 'https://example.com/spring.png', theme: '春季促销', width: 200, height: 200 }],
    draftId,
    unitId,
  });
  return { draftId, campaignId, unitId, keywordIds, creativeId };
}

/**
 * Puts a keyword past the editor's rules that the provider's review refuses: the editor flags a keyword that
 * is a banned word, the provider also refuses one holding one.
 */
export async function plantRefusedKeyword(app: FastifyInstance, keywordId: number) {
  await app.entities.db
    .updateTable('draft_keywords')
    .set({ keyword: '赌场攻略', keyword_key: '赌场攻略' })
    .where('id', '=', keywordId)
    .execute();
}

/** The draft once its upload has ended (its status left 9); fails after `timeoutMs`. */
export async function uploadedDraft(
  app: FastifyInstance,
  token: string,
  draftId: number,
  timeoutMs = 20_000,
): Promise<DraftDetail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const detail = await draftDetail(app, token, draftId);
    if (detail.status !== draftStatus.uploading) return detail;
    if (Date.now() > until) throw new Error(`draft ${draftId} still uploading after ${timeoutMs} ms`);
    await sleep(100);
  }
}
