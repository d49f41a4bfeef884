/**
 * The provider's limits (docs/requirements.md#ad-drafts; lengths in bytes, see `fieldByteLength`) and the
 * field schemas the item schemas are built from. Every failure carries an i18n key as its message.
 */
import { z } from 'zod';
import { fieldByteLength } from './byte-length';
import { SyncState } from './choices';
import type { DraftMessage, RuleMessage, UploadRefusal } from './messages';

export const draftLimits = {
  draftName: 60,
  campaignName: 30,
  business: 40,
  adgroupName: 30,
  keyword: 40,
  titleMin: 9,
  titleMax: 50,
  description1Min: 9,
  description1Max: 80,
  /** Description 1 under this advises a warning. */
  description1Recommended: 30,
  description2Max: 80,
  /** Descriptions 1 and 2 together at or under this advise a warning. */
  descriptionsSuggested: 100,
  url: 1024,
  monitorSuffix: 1024,
  iosAppUrl: 255,
  /** Characters, as the picture library counts a theme. */
  pictureTheme: 50,
  /** RMB. */
  budgetMin: 50,
  budgetMax: 10_000_000,
  regionFactorMin: 0.1,
  regionFactorMax: 10,
} as const;

/** The message of a value of the wrong type: `missing` when there is none. */
export function typeError(missing: DraftMessage = 'validation.required') {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? missing : 'validation.invalid',
  };
}

export function addProblem(ctx: z.RefinementCtx, message: DraftMessage, path: PropertyKey[] = []) {
  ctx.addIssue({ code: 'custom', message, path });
}

/** The id of a draft or an item: a positive integer. */
export const Id = z.number(typeError()).int('validation.invalid').min(1, 'validation.invalid');

/** Why the provider refused an item of the draft's last upload (docs/requirements.md#ad-drafts). */
export const FailReason = z.custom<UploadRefusal>(
  (value) => typeof value === 'string' && value.startsWith('draftUpload.refusal.'),
);

/**
 * The fields every stored item of a draft answers with, beside its own: `failReason` while the item is as
 * the provider refused it at the last upload, and `failDetail`, the provider's own words with its code, when
 * it gave them.
 */
export const itemRecordFields = {
  id: Id,
  draftId: Id,
  syncState: SyncState,
  failReason: FailReason.optional(),
  failDetail: z.string().optional(),
};

/** The id of an item's parent (a unit's campaign, a keyword's unit…), with its own "required". */
export const parentId = (required: RuleMessage) =>
  z.number(typeError(required)).int(required).min(1, required);

/** Trimmed text of at most `max` bytes; `required` makes it non-empty. */
export function byteText(max: number, messages: { tooLong: RuleMessage; required?: RuleMessage }) {
  return z
    .string(typeError(messages.required))
    .trim()
    .superRefine((text, ctx) => {
      if (!text && messages.required) addProblem(ctx, messages.required);
      if (fieldByteLength(text) > max) addProblem(ctx, messages.tooLong);
    });
}

const httpLink = /^https?:\/\/[^\s/?#]+\S*$/i;

/** Whether a text is an absolute http(s) link: no `javascript:`, `data:` or `file:` address, no bare path. */
export const isHttpLink = (text: string) => httpLink.test(text);

/** A trimmed http(s) link of at most `max` bytes; `required` makes it non-empty, else '' means none. */
export function link(max: number, messages: { tooLong: RuleMessage; required?: RuleMessage }) {
  return z
    .string(typeError(messages.required))
    .trim()
    .superRefine((text, ctx) => {
      if (!text) {
        if (messages.required) addProblem(ctx, messages.required);
        return;
      }
      if (!httpLink.test(text)) addProblem(ctx, 'drafts.rule.urlInvalid');
      if (fieldByteLength(text) > max) addProblem(ctx, messages.tooLong);
    });
}
