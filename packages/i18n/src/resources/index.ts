import { access } from './sections/access';
import { app } from './sections/app';
import { dateRange } from './sections/date-range';
import { downloadCenter } from './sections/download-center';
import { drafts } from './sections/drafts';
import { draftUpload } from './sections/draft-upload';
import { errors } from './sections/errors';
import { exports } from './sections/exports';
import { home } from './sections/home';
import { layout } from './sections/layout';
import { login } from './sections/login';
import { messages } from './sections/messages';
import { notices } from './sections/notices';
import { organisation } from './sections/organisation';
import { pictureLibrary } from './sections/picture-library';
import { reportCentre } from './sections/report-centre';
import { reportPage } from './sections/report-page';
import { reports } from './sections/reports';
import { reportTable } from './sections/report-table';
import { route } from './sections/route';
import { settings } from './sections/settings';
import { ui } from './sections/ui';
import { validation } from './sections/validation';

/** Every section of the console's texts; a new area adds its section file here. */
const sections = {
  app,
  access,
  route,
  login,
  home,
  errors,
  reports,
  dateRange,
  ui,
  reportTable,
  validation,
  layout,
  settings,
  messages,
  notices,
  exports,
  downloadCenter,
  reportPage,
  reportCentre,
  drafts,
  draftUpload,
  pictureLibrary,
  organisation,
};

/** The texts of one language: English's keys, strings everywhere. */
export type Resources = { [K in keyof typeof sections]: (typeof sections)[K]['en'] };

/**
 * The console's languages with the ids the server stores (docs/requirements.md#languages): cn 1, en 2
 * (default), tw 3.
 */
export const languages = [
  { code: 'cn', id: 1, htmlLang: 'zh-CN', label: '简体中文' },
  { code: 'en', id: 2, htmlLang: 'en', label: 'English' },
  { code: 'tw', id: 3, htmlLang: 'zh-TW', label: '繁體中文' },
] as const;

export type Language = (typeof languages)[number]['code'];
export type LanguageId = (typeof languages)[number]['id'];

export const defaultLanguage: Language = 'en';

function textsOf(language: Language): Resources {
  return Object.fromEntries(
    Object.entries(sections).map(([name, texts]) => [name, texts[language]]),
  ) as Resources;
}

export const resources: Record<Language, Resources> = {
  en: /* @__PURE__ */ textsOf('en'),
  cn: /* @__PURE__ */ textsOf('cn'),
  tw: /* @__PURE__ */ textsOf('tw'),
};

export function isLanguage(value: unknown): value is Language {
  return languages.some((l) => l.code === value);
}

export function languageById(id: number): Language | undefined {
  return languages.find((l) => l.id === id)?.code;
}

export function languageId(code: Language): LanguageId {
  return languages.find((l) => l.code === code)!.id;
}

/**
 * The language an `Accept-Language` header asks for: zh-CN (and other Simplified tags) → cn,
 * zh-TW / zh-HK / Hant → tw, English → en; the first listed language we know wins.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (isLanguage(tag)) return tag;
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'tw';
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}

/** A dotted key's text in one language, with `{{name}}` placeholders filled in; undefined when absent. */
export function lookup(
  language: Language,
  key: string,
  values: Record<string, string> = {},
): string | undefined {
  let node: unknown = resources[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * The message for a response code in a language (docs/requirements.md#error-codes): mapped message, else
 * undefined.
 */
export function errorMessage(code: number | string, language: Language): string | undefined {
  return lookup(language, `errors.${code}`);
}
