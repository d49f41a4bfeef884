import { AmountEdit, StatusEdit, type EditField, type EditLevel } from '@adconsole/api-client/contract';
import { formatValue } from '@adconsole/report-table-rules';

/** What a bulk edit changes at each level: a keyword's or unit's bid, a campaign's daily budget, or status. */
export const fieldsOf: Record<EditLevel, readonly EditField[]> = {
  keyword: ['bid', 'status'],
  unit: ['bid', 'status'],
  campaign: ['budget', 'status'],
};

/** The edit as its form holds it: the numbers as typed, so a half-typed one stays as it is. */
export interface EditFormValues {
  field: EditField;
  op: 'set' | 'raise' | 'lower';
  by: 'amount' | 'percent';
  value: string;
  min: string;
  max: string;
  status: 'paused' | 'enabled';
}

/** A new form of a level: its amount first, set to a value; pausing when status is chosen. */
export const editValues = (level: EditLevel): EditFormValues => ({
  field: fieldsOf[level][0]!,
  op: 'set',
  by: 'amount',
  value: '',
  min: '',
  max: '',
  status: 'paused',
});

/** The form's inputs a refusal or a check can name. */
export const editInputs = ['value', 'min', 'max'] as const;

/** A typed number: empty is none (the check says when one is required), anything else as `Number` reads it. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Whether the form asks for bounds: only a raise or a lower can pass them. */
export const hasBounds = (values: EditFormValues) => values.field !== 'status' && values.op !== 'set';

/**
 * The edit the form says, as the contract's `edit` takes it, unchecked, with the schema that checks it: a
 * status, or an amount with its bounds when it is raised or lowered.
 */
export function editOf(values: EditFormValues) {
  if (values.field === 'status')
    return { schema: StatusEdit, body: { field: 'status', value: values.status } };
  const bounds = hasBounds(values) ? { min: numberOf(values.min), max: numberOf(values.max) } : {};
  return {
    schema: AmountEdit,
    body: {
      field: values.field,
      op: values.op,
      value: numberOf(values.value),
      by: values.op === 'set' ? 'amount' : values.by,
      ...bounds,
    },
  };
}

/** The value of a preview or job row as the user reads it: yuan with the currency sign, a status in words. */
export function shownValue(value: string | null, t: (key: string) => string) {
  if (value === 'paused') return t('adChanges.value.paused');
  if (value === 'enabled') return t('adChanges.value.enabled');
  return formatValue(value, '￥');
}

/** The words of the field a row changes (`bid`, `budget`, `status`). */
export const fieldWords: Record<EditField, string> = {
  bid: 'adChanges.field.bid',
  budget: 'adChanges.field.budget',
  status: 'adChanges.field.status',
};
