import type { Resources } from '@adconsole/i18n/resources';

type Drafts = Resources['drafts'];

/** The i18n key of an error of the draft rules: it blocks saving or upload. */
export type RuleMessage = `drafts.rule.${keyof Drafts['rule'] & string}`;

/** The i18n key of a warning of the draft rules: it only advises. */
export type WarningMessage = `drafts.warning.${keyof Drafts['warning'] & string}`;

/** Why the provider refused an item of an upload: an i18n key of the draft upload section. */
export type UploadRefusal = `draftUpload.refusal.${keyof Resources['draftUpload']['refusal'] & string}`;

/** The i18n key of the line the preview shows for a kind of item with errors. */
export type SummaryMessage = `drafts.summary.${keyof Drafts['summary'] & string}`;

/**
 * Every message a draft schema or check answers: its own rules' keys, and the `validation` section's
 * "required" and "not valid" for a value of the wrong type.
 */
export type DraftMessage = RuleMessage | WarningMessage | 'validation.required' | 'validation.invalid';

/** The i18n key of an option's label: one of the drafts section's option groups. */
export type OptionLabel = {
  [G in keyof Drafts]: G extends 'rule' | 'warning' | 'summary'
    ? never
    : `drafts.${G}.${keyof Drafts[G] & string}`;
}[keyof Drafts];
