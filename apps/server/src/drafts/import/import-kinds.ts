/**
 * What a template of each importable kind holds (docs/requirements.md#template-import): its columns in order, the
 * example row under the header, and how a row's cells become the item a save would send, so the very rules
 * of a save (the `Keyword` and `Creative` schemas) check it.
 */
import { importTemplates } from '@adconsole/api-client/contract';
import {
  Creative,
  Keyword,
  matchTypeOptions,
  type CreativeRecord,
  type KeywordRecord,
} from '@adconsole/draft-rules';
import { languages, lookup } from '@adconsole/i18n/resources';
import type { z } from 'zod';
import { creativeKind, keywordKind, type ItemKind } from '../draft-items';

export interface ImportKind<T extends 'draft_keywords' | 'draft_creatives', Input, Rec> {
  item: ItemKind<T, Input, Rec>;
  /** The rules of a save of the item. */
  rules: z.ZodType<Input>;
  /** The template's file name under the public template path and its columns in order. */
  template: { file: string; columns: readonly string[] };
  /** The template's example row. */
  example: readonly string[];
  /** The item a row's cells (by column) stand for, in the unit the import names. */
  input(cells: Record<string, string>, unitId: number): unknown;
}

/** The header of a column: the field's label of the editor. */
export const columnLabel = (column: string) => `drafts.field.${column}`;

/**
 * A match type as a sheet may hold it: its value (`phrase`) or its label in any of the languages (短语,
 * Phrase); left empty, the rules' default. Anything else goes to the rules as it is, which refuse it.
 */
function matchTypeOf(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  const option = matchTypeOptions.find(
    ({ value, label }) =>
      value === wanted || languages.some(({ code }) => lookup(code, label)?.toLowerCase() === wanted),
  );
  return option?.value ?? text;
}

export const keywordImport: ImportKind<'draft_keywords', Keyword, KeywordRecord> = {
  item: keywordKind,
  rules: Keyword,
  template: importTemplates.keyword,
  example: ['数据分析平台', 'phrase'],
  input: (cells, unitId) => ({
    unitId,
    keyword: cells.keyword,
    matchType: matchTypeOf(cells.matchType ?? ''),
  }),
};

export const creativeImport: ImportKind<'draft_creatives', Creative, CreativeRecord> = {
  item: creativeKind,
  rules: Creative,
  template: importTemplates.creative,
  example: [
    '专业数据分析平台免费试用',
    '一站式数据分析平台，帮助企业快速洞察业务增长机会',
    '免费试用30天',
    '',
  ],
  input: (cells, unitId) => ({
    unitId,
    title: cells.title,
    description1: cells.description1,
    description2: cells.description2,
    miniProgramUrl: cells.miniProgramUrl?.trim() || undefined,
  }),
};
