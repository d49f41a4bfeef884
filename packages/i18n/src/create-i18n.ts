import type { I18n } from './runtime';
import { heldTexts, instanceOver, storedLanguage, textGroups, type TextGroup } from './instance';
import { languages, type Language } from './languages';
import { resources } from './resources';

// Its own module: the console never calls it, so its bundle carries none of the texts it holds
// (docs/architecture.md#texts-by-language-and-group).

/**
 * A ready instance over every text of the three languages: for tests, stories and
 * tools that want them all at once. `<html lang>` follows its language from the start, so a page opened in cn
 * or tw says so too.
 */
export function createI18n(language: Language = storedLanguage()): I18n {
  const instance = instanceOver(language, resources);
  const { wanted, held } = heldTexts.get(instance)!;
  for (const group of Object.keys(textGroups) as TextGroup[]) {
    wanted.add(group);
    for (const { code } of languages) held.add(`${code}/${group}`);
  }
  return instance;
}
