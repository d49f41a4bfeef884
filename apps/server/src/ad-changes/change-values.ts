import type { Language } from '@adconsole/i18n/resources';
import { lookup } from '@adconsole/i18n/resources';
import type { EditRefusalKey } from '../provider/ad-editor';

/**
 * Why a row of a change job did not change (docs/requirements.md#ad-changes): the provider's reasons and the
 * console's own checks, each an i18n key under `adChanges.refusal`.
 */
export type RowReason =
  | EditRefusalKey
  | 'duplicate'
  | 'duplicateOfCampaign'
  | 'listChanged'
  | 'changedSince'
  | 'unchanged'
  | 'aboveMax'
  | 'belowMin'
  | 'noValue';

/**
 * The reasons a row is left as it is on purpose, skipped rather than failed: already at the new value, or
 * already past the bound of a raise or a lower (docs/requirements.md#ad-changes).
 */
export const skipReasons: ReadonlySet<RowReason> = new Set(['unchanged', 'aboveMax', 'belowMin']);

export interface RowRefusal {
  reason: RowReason;
  /** The provider's own words with its code, when it gave them. */
  detail?: string;
}

/** A reason in the caller's language, with the provider's words when there are some. */
export function refusalText(language: Language, refusal: RowRefusal): string {
  const reason = lookup(language, `adChanges.refusal.${refusal.reason}`)!;
  return refusal.detail
    ? lookup(language, 'adChanges.refusal.withDetail', { reason, detail: refusal.detail })!
    : reason;
}

/** A status as stored and shown: the two words the console translates. */
export const statusValue = (paused: boolean) => (paused ? 'paused' : 'enabled');
