import { useTranslation } from '@adconsole/i18n';
import { Button, cn, formFieldOf } from '@adconsole/ui';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { ChoiceField } from '../form/choice-field';
import { textAreaClass } from '../form/draft-field';
import { draftFieldLabels } from '../form/field-labels';
import { useItemFormText } from '../form/use-item-form-text';
import { useLatest } from '../form/use-latest';
import { useRefusedSave } from '../form/use-refused-save';
import {
  matchType,
  matchTypeOptions,
  type KeywordInput,
  type KeywordRecord,
  type MatchType,
  type UnitRecord,
} from '@adconsole/draft-rules';
import { keywordLineProblems, keywordLines } from './keyword-lines';

export interface KeywordEntryProps {
  /** The unit the keywords are added to. */
  unit: UnitRecord;
  /** The unit's stored keywords: a line repeating one is marked. */
  stored: readonly KeywordRecord[];
  /** An uploaded or uploading draft: the entry and Add are disabled. */
  readOnly?: boolean;
  /**
   * Saves the keywords of the lines; once it resolves the entry is emptied for the next ones. A refusal shows
   * under the entry, the rest in a toast (docs/requirements.md#error-codes).
   */
  onSubmit: (keywords: KeywordInput[]) => Promise<unknown>;
}

interface EntryValues {
  text: string;
  matchType: MatchType;
}

/** The entry's field a refused keyword's field shows on: the keyword is a line of the text. */
const entryFieldOf: Partial<Record<string, keyof EntryValues>> = { keyword: 'text', matchType: 'matchType' };

/** The height of a line of the entry, the same in the text, its line numbers and its marks. */
const lineClass = 'h-6 leading-6';

/**
 * Keywords entered one per line (docs/requirements.md#ad-drafts), all with one match type. A line that breaks
 * a rule (a banned word, a keyword the unit has already or an earlier line has, too long) is marked where it
 * is, by its number and its background, and listed under the entry with the reason; lines with errors block
 * saving.
 *
 * **When to use:** adding keywords to a unit, many at once (pasted from a spreadsheet or typed).
 *
 * **States:** empty (saving asks for a keyword), lines marked with their reasons listed below, saving
 * refused until they are fixed, saving, read-only.
 *
 * - Do keep the marks by line number: the user fixes them where they are.
 * - Don't drop the bad lines silently; the user decides.
 */
export function KeywordEntry({ unit, stored, readOnly, onSubmit }: KeywordEntryProps) {
  const { t } = useTranslation();
  const id = useId();
  const latest = useLatest({ unit, stored });
  const resolver: Resolver<EntryValues> = async (values): Promise<ResolverResult<EntryValues>> => {
    const lines = keywordLines(values.text);
    const message = !lines.length
      ? 'drafts.rule.keywordRequired'
      : keywordLineProblems(lines, latest.current.unit, latest.current.stored, values.matchType).length
        ? 'drafts.keywords.fixLines'
        : undefined;
    if (!message) return { values, errors: {} };
    return { values: {}, errors: { text: { type: 'rule', message } } };
  };
  const { control, register, handleSubmit, formState, reset, setError } = useForm<EntryValues>({
    mode: 'onChange',
    defaultValues: { text: '', matchType: matchType.phrase },
    resolver,
  });
  const [text, chosenMatch] = useWatch({ control, name: ['text', 'matchType'] });
  const [scrollTop, setScrollTop] = useState(0);
  const lines = useMemo(() => keywordLines(text), [text]);
  const problems = useMemo(
    () => keywordLineProblems(lines, unit, stored, chosenMatch),
    [lines, unit, stored, chosenMatch],
  );
  const problemLines = new Set(problems.map((problem) => problem.line));
  const lineCount = Math.max(text.split('\n').length, 1);
  const { message } = useItemFormText();
  const error = message(formState.errors.text);
  const refusedSave = useRefusedSave(
    setError,
    (path) => entryFieldOf[formFieldOf(path, Object.keys(entryFieldOf)) ?? ''],
  );

  const submit = handleSubmit(async (values) => {
    const keywords = keywordLines(values.text).map(({ keyword }) => ({
      unitId: unit.id,
      keyword,
      matchType: values.matchType,
    }));
    // A refused save keeps the lines for another try.
    if (await refusedSave(() => onSubmit(keywords))) reset({ text: '', matchType: values.matchType });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-3">
        <Controller
          control={control}
          name="matchType"
          render={({ field }) => (
            <ChoiceField
              legend={t(draftFieldLabels.matchType!)}
              options={matchTypeOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-text`} className="text-control text-muted">
              {t('drafts.keywords.entry')}
            </label>
            <span className="text-control-sm text-muted" aria-live="polite">
              {t('drafts.keywords.lineCount', { count: lines.length })}
            </span>
          </div>
          <div className="flex overflow-hidden rounded border border-border bg-surface focus-within:border-primary">
            <div
              aria-hidden="true"
              className="w-10 shrink-0 overflow-hidden border-e border-border bg-canvas py-2 text-end text-control-sm tabular-nums"
            >
              <div style={{ transform: `translateY(${-scrollTop}px)` }}>
                {Array.from({ length: lineCount }, (_, index) => (
                  <div
                    key={index}
                    className={cn(
                      lineClass,
                      'pe-2',
                      problemLines.has(index + 1) ? 'font-semibold text-danger' : 'text-muted',
                    )}
                  >
                    {index + 1}
                  </div>
                ))}
              </div>
            </div>
            <div className="relative min-w-0 flex-1">
              <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden py-2">
                <div style={{ transform: `translateY(${-scrollTop}px)` }}>
                  {Array.from({ length: lineCount }, (_, index) => (
                    <div
                      key={index}
                      className={cn(lineClass, problemLines.has(index + 1) && 'bg-danger-soft')}
                    />
                  ))}
                </div>
              </div>
              <textarea
                id={`${id}-text`}
                {...register('text')}
                rows={8}
                wrap="off"
                spellCheck={false}
                placeholder={t('drafts.keywords.placeholder')}
                aria-invalid={error || problems.length ? true : undefined}
                aria-describedby={[`${id}-problems`, error && `${id}-error`].filter(Boolean).join(' ')}
                onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
                className={cn(
                  textAreaClass,
                  'relative block resize-y rounded-none border-0 bg-transparent leading-6 whitespace-pre focus:border-0',
                )}
              />
            </div>
          </div>
          <ul
            id={`${id}-problems`}
            aria-label={t('drafts.keywords.problems')}
            className="flex flex-col gap-0.5"
          >
            {problems.map((problem) => (
              <li key={problem.line} className="text-control-sm text-danger">
                {t('drafts.keywords.lineProblem', {
                  line: problem.line,
                  keyword: problem.keyword,
                  reason: problem.messages
                    .map((message) => t(message))
                    .join(t('drafts.editor.listSeparator')),
                })}
              </li>
            ))}
          </ul>
          {error && (
            <p id={`${id}-error`} className="text-control-sm text-danger">
              {error}
            </p>
          )}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={readOnly} loading={formState.isSubmitting}>
          {t('drafts.keywords.add')}
        </Button>
      </div>
    </form>
  );
}
