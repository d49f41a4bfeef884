import type {
  MetricDirection,
  MetricFormat,
  CalculatedColumnDefinition,
  SaveCalculatedColumn,
} from '@adconsole/api-client/contract';
import type { Language } from '@adconsole/i18n';

/** A calculated metric as its dialog edits it: the names per language as typed, empty when not given. */
export interface CalculatedColumnFormValues {
  name: string;
  names: Record<Language, string>;
  formula: string;
  format: MetricFormat;
  decimals: number;
  better: MetricDirection;
  shared: boolean;
}

/** A metric in its dialog; a new one is a number with 2 decimals for which lower is better, kept to oneself. */
export function metricValues(metric?: CalculatedColumnDefinition): CalculatedColumnFormValues {
  return {
    name: metric?.name ?? '',
    names: { en: metric?.names?.en ?? '', cn: metric?.names?.cn ?? '', tw: metric?.names?.tw ?? '' },
    formula: metric?.formula ?? '',
    format: metric?.format ?? 'number',
    decimals: metric?.decimals ?? 2,
    better: metric?.better ?? 'lower',
    shared: metric?.shared ?? false,
  };
}

/**
 * The save call's body (docs/requirements.md#calculated-columns): only the names given, and whether it is shared
 * only from an administrator, as only they may say so.
 */
export function metricBody(
  values: CalculatedColumnFormValues,
  id: number | undefined,
  administrator: boolean,
): SaveCalculatedColumn {
  const names = Object.fromEntries(Object.entries(values.names).filter(([, name]) => name.trim() !== ''));
  return {
    id,
    name: values.name,
    ...(Object.keys(names).length > 0 && { names }),
    formula: values.formula,
    format: values.format,
    decimals: values.decimals,
    better: values.better,
    ...(administrator && { shared: values.shared }),
  };
}

/** A metric's name in a language: the one given for it, else its name. */
export const metricName = (metric: Pick<CalculatedColumnDefinition, 'name' | 'names'>, language: string) =>
  metric.names?.[language as Language] ?? metric.name;

/**
 * A text with `inserted` put in place of its selection from `start` to `end` (the caret when equal): the new
 * text and where the caret goes, just after what was put in.
 */
export function insertAt(text: string, start: number, end: number, inserted: string) {
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
