/** A keyword of a draft's unit (docs/requirements.md#ad-drafts). */
import { z } from 'zod';
import { isBannedKeyword } from './banned-keywords';
import { MatchType, matchType } from './choices';
import { addProblem, byteText, draftLimits, Id, itemRecordFields, parentId, typeError } from './fields';

const keywordShape = {
  unitId: Id,
  keyword: z.string(typeError()),
  matchType: MatchType.default(matchType.phrase),
};

/** A stored keyword as the API answers it: its fields' types, not their rules. */
export const KeywordRecord = z.object({ ...itemRecordFields, ...keywordShape });
export type KeywordRecord = z.infer<typeof KeywordRecord>;

/** A keyword as the editor saves it: not empty, at most 40 bytes, not a banned word. */
export const Keyword = z.object(
  {
    ...keywordShape,
    unitId: parentId('drafts.rule.unitRequired'),
    keyword: byteText(draftLimits.keyword, {
      required: 'drafts.rule.keywordRequired',
      tooLong: 'drafts.rule.keywordTooLong',
    }).superRefine((keyword, ctx) => {
      if (isBannedKeyword(keyword)) addProblem(ctx, 'drafts.rule.keywordBanned');
    }),
  },
  typeError(),
);
export type Keyword = z.output<typeof Keyword>;
export type KeywordInput = z.input<typeof Keyword>;
