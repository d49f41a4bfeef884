/** An ad draft: its base (name, provider account), its status and, in its detail, every item. */
import { z } from 'zod';
import { CampaignRecord } from './campaign';
import { DraftStatus } from './choices';
import { CreativeRecord } from './creative';
import { byteText, draftLimits, Id, parentId, typeError } from './fields';
import { KeywordRecord } from './keyword';
import { UnitRecord } from './unit';

/** What the draft's base step saves: its name and the user's provider account it is built for. */
export const DraftBase = z.object(
  {
    name: byteText(draftLimits.draftName, {
      required: 'drafts.rule.draftNameRequired',
      tooLong: 'drafts.rule.draftNameTooLong',
    }),
    accountId: parentId('drafts.rule.accountRequired'),
  },
  typeError(),
);
export type DraftBase = z.output<typeof DraftBase>;

/** A draft as lists answer it; times are yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
export const DraftRecord = z.object({
  id: Id,
  name: z.string(),
  accountId: Id,
  status: DraftStatus,
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type DraftRecord = z.infer<typeof DraftRecord>;

/** A draft with every item, as the editor opens it; while it uploads (9), how far the upload is. */
export const DraftDetail = DraftRecord.extend({
  uploadProgress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
  campaigns: z.array(CampaignRecord),
  units: z.array(UnitRecord),
  keywords: z.array(KeywordRecord),
  creatives: z.array(CreativeRecord),
});
export type DraftDetail = z.infer<typeof DraftDetail>;
