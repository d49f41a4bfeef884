import {
  fieldErrors,
  NoticeSaveRequest,
  type PublishedNotice,
  type TextLookup,
} from '@adconsole/api-client/contract';
import { languages, type Language } from '@adconsole/i18n';

/** The notice's text fields in the order the form asks for them: the language list's order. */
export const noticeTexts = languages.map(({ code, label, htmlLang }) => ({
  field: `introduce${code}` as const,
  label,
  htmlLang,
}));
export type NoticeTextField = (typeof noticeTexts)[number]['field'];

/** Who a notice goes to: everyone (users created later too) or the users chosen. */
export type Audience = 'everyone' | 'chosen';

export interface NoticeFormValues extends Record<NoticeTextField, string> {
  audience: Audience;
  userIds: number[];
}

export const emptyNotice: NoticeFormValues = {
  introducecn: '',
  introduceen: '',
  introducetw: '',
  audience: 'everyone',
  userIds: [],
};

/** The form holding a published notice, to change it. */
export function noticeFormValues(notice: PublishedNotice): NoticeFormValues {
  return {
    introducecn: notice.introducecn,
    introduceen: notice.introduceen,
    introducetw: notice.introducetw,
    audience: notice.recipients ? 'chosen' : 'everyone',
    userIds: notice.recipients?.map((recipient) => recipient.id) ?? [],
  };
}

export type NoticeFormCheck =
  | { ok: true; request: NoticeSaveRequest }
  | {
      ok: false;
      /** Each failing field's message in the form's language: the texts, and `userIds` for no one chosen. */
      errors: Partial<Record<NoticeTextField | 'userIds', string>>;
      /** The languages whose text is missing, in the form's order, for the form's summary. */
      missing: (typeof noticeTexts)[number][];
    };

/**
 * Checks the form with the save call's own schema (docs/requirements.md#notices): every language's text,
 * trimmed, is required; "chosen users" needs at least one user. `id` changes that notice.
 */
export function checkNoticeForm(
  values: NoticeFormValues,
  language: Language,
  lookup: TextLookup,
  id?: number,
): NoticeFormCheck {
  const body = {
    ...(id === undefined ? {} : { id }),
    introducecn: values.introducecn,
    introduceen: values.introduceen,
    introducetw: values.introducetw,
    ...(values.audience === 'chosen' ? { userIds: values.userIds } : {}),
  };
  const parsed = NoticeSaveRequest.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors = Object.fromEntries(
    fieldErrors(parsed.error, language, lookup).map(({ field, message }) => [field.split('.')[0], message]),
  );
  const missing = noticeTexts.filter(({ field }) => values[field].trim() === '');
  return { ok: false, errors, missing };
}
