import type { Language } from '../languages';
import { cn } from './texts/cn';
import { en } from './texts/en';
import { tw } from './texts/tw';
import type { Shape } from './shape';

export * from '../languages';
export type { Shape } from './shape';

/** The texts of one language: English's keys, strings everywhere. */
export type Resources = typeof en;

/**
 * Every text of every language at once, for the server, the contract and tests. The console loads only its
 * language's groups instead (docs/architecture.md#texts-by-language-and-group).
 */
export const resources: Record<Language, Shape<Resources>> = {
  en,
  cn,
  tw,
};

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
