import { type BulkEdit, type EditField, type EditLevel } from '@adconsole/api-client/contract';
import type { z } from 'zod';
import type { AdEditor, ObjectSettings, SettingsUpdate } from '../provider/ad-editor';
import { bidRefusal, budgetRefusal } from '../provider/edit-rules';
import type { ProviderAccount } from '../provider/provider';
import { statusValue, type RowRefusal } from './change-values';

/**
 * One row of a bulk edit or an undo as planned from what the provider holds now: old → new as stored values
 * (fen as a decimal string, `paused`/`enabled`), the bound that clipped it, why it will not change, and what
 * the provider is sent for it.
 */
export interface PlannedRow {
  id: number;
  name: string;
  field: EditField;
  oldValue: string | null;
  newValue: string | null;
  clipped?: 'min' | 'max';
  /** The bound a raise's or lower's row was already past: left as it is, never moved back to it. */
  pastBound?: 'min' | 'max';
  refusal?: RowRefusal;
  update?: SettingsUpdate;
}

/** What a row's checks need besides the object: its campaign's budget, and a keyword's unit's bid. */
interface PlanContext {
  budgets: Map<number, number | undefined>;
  unitBids: Map<number, number | undefined>;
}

/** A bulk edit as the contract parses it (its defaults applied). */
export type ParsedEdit = z.output<typeof BulkEdit>;

/** The fields each level has: a keyword's and unit's bid, a campaign's daily budget, and everyone's status. */
export const fieldsOf: Record<EditLevel, readonly EditField[]> = {
  keyword: ['bid', 'status'],
  unit: ['bid', 'status'],
  campaign: ['budget', 'status'],
};

const unique = (ids: Iterable<number>) => [...new Set(ids)];

/** The objects' campaigns' budgets and, for keywords that take their unit's bid, their units' bids. */
async function readPlanContext(
  editor: AdEditor,
  account: ProviderAccount,
  level: EditLevel,
  objects: readonly ObjectSettings[],
): Promise<PlanContext> {
  const campaigns =
    level === 'campaign'
      ? objects
      : await editor.readSettings(account, 'campaign', unique(objects.map((o) => o.campaignId)));
  const unitIds = unique(
    objects.flatMap((o) => (level === 'keyword' && o.bidFen === undefined && o.unitId ? [o.unitId] : [])),
  );
  const units = unitIds.length > 0 ? await editor.readSettings(account, 'unit', unitIds) : [];
  return {
    budgets: new Map(campaigns.map((c) => [c.id, c.budgetFen])),
    unitBids: new Map(units.map((u) => [u.id, u.bidFen])),
  };
}

/**
 * An object's value of a field as stored: a keyword without its own bid shows its unit's, which it takes
 * (docs/requirements.md#ad-changes); a campaign without a budget has none.
 */
function currentValue(object: ObjectSettings, field: EditField, context: PlanContext): string | null {
  if (field === 'status') return statusValue(object.paused);
  const fen =
    field === 'budget'
      ? object.budgetFen
      : (object.bidFen ?? (object.unitId === undefined ? undefined : context.unitBids.get(object.unitId)));
  return fen === undefined ? null : String(fen);
}

/**
 * Why the provider would refuse a bid or budget (docs/baidu-provider.md#ad-edits). The preview refuses such a
 * row rather than clip it, so nobody is surprised by a value they did not ask for.
 */
function rangeRefusal(field: EditField, fen: number, budgetFen: number | undefined): RowRefusal | undefined {
  const reason = field === 'budget' ? budgetRefusal(fen) : bidRefusal(fen, budgetFen);
  return reason && { reason };
}

/** The row that sets `newValue` on an object, or says why it will not: the same value, or out of range. */
function plannedRow(
  object: ObjectSettings,
  field: EditField,
  oldValue: string | null,
  newValue: string,
  context: PlanContext,
  clipped?: 'min' | 'max',
): PlannedRow {
  const row: PlannedRow = { id: object.id, name: object.name, field, oldValue, newValue, clipped };
  if (newValue === oldValue) return { ...row, refusal: { reason: 'unchanged' } };
  if (field === 'status') return { ...row, update: { id: object.id, paused: newValue === 'paused' } };
  const fen = Number(newValue);
  const refusal = rangeRefusal(field, fen, context.budgets.get(object.campaignId));
  if (refusal) return { ...row, refusal };
  return {
    ...row,
    update: field === 'bid' ? { id: object.id, bidFen: fen } : { id: object.id, budgetFen: fen },
  };
}

const toFen = (yuan: number) => Math.round(yuan * 100);

type AmountEdit = Extract<ParsedEdit, { field: 'bid' | 'budget' }>;

/**
 * The new bid or budget: set, or the old one raised or lowered by an amount or a percentage of it (rounded to
 * the fen), then held within the edit's minimum and maximum. A raise never lowers and a lower never raises
 * (docs/requirements.md#ad-changes): a value already above a raise's maximum or below a lower's minimum stays
 * as it is, marked with that bound. A set is explicit and is held both ways.
 */
function editedFen(oldFen: number | undefined, edit: AmountEdit) {
  let fen: number | undefined;
  if (edit.op === 'set') fen = toFen(edit.value);
  else if (oldFen !== undefined) {
    const sign = edit.op === 'raise' ? 1 : -1;
    fen =
      edit.by === 'percent'
        ? Math.round((oldFen * (100 + sign * edit.value)) / 100)
        : oldFen + sign * toFen(edit.value);
  }
  if (fen === undefined) return undefined;
  let held: { fen: number; clipped?: 'min' | 'max' } = { fen };
  if (edit.min !== undefined && fen < toFen(edit.min)) held = { fen: toFen(edit.min), clipped: 'min' };
  else if (edit.max !== undefined && fen > toFen(edit.max)) held = { fen: toFen(edit.max), clipped: 'max' };
  if (oldFen !== undefined && edit.op === 'raise' && held.fen < oldFen)
    return { fen: oldFen, pastBound: 'max' as const };
  if (oldFen !== undefined && edit.op === 'lower' && held.fen > oldFen)
    return { fen: oldFen, pastBound: 'min' as const };
  return held;
}

/** A refused row for an id the account does not hold (readSettings left it out). */
const unknownRow = (id: number, field: EditField): PlannedRow => ({
  id,
  name: '',
  field,
  oldValue: null,
  newValue: null,
  refusal: { reason: 'unknownObject' },
});

/** The rows of a bulk edit, in the order of `ids`. */
function planEdit(
  ids: readonly number[],
  objects: readonly ObjectSettings[],
  edit: ParsedEdit,
  context: PlanContext,
): PlannedRow[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  return ids.map((id) => {
    const object = byId.get(id);
    if (!object) return unknownRow(id, edit.field);
    const oldValue = currentValue(object, edit.field, context);
    if (edit.field === 'status') return plannedRow(object, 'status', oldValue, edit.value, context);
    const edited = editedFen(oldValue === null ? undefined : Number(oldValue), edit);
    // Only a campaign without a budget has no value to raise or lower: the provider takes it as unlimited.
    if (!edited)
      return {
        id,
        name: object.name,
        field: edit.field,
        oldValue,
        newValue: null,
        refusal: { reason: 'noValue' },
      };
    if ('pastBound' in edited)
      return {
        id,
        name: object.name,
        field: edit.field,
        oldValue,
        newValue: oldValue,
        pastBound: edited.pastBound,
        refusal: { reason: edited.pastBound === 'max' ? 'aboveMax' : 'belowMin' },
      };
    return plannedRow(object, edit.field, oldValue, String(edited.fen), context, edited.clipped);
  });
}

/** A row a finished job changed: the object, the field, and the values it set. */
export interface DoneRow {
  id: number;
  field: EditField;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * The rows of an undo: each changed row's old value back, unless its value is no longer the one the job set
 * (someone changed it since: left as it is).
 */
function planUndo(
  rows: readonly DoneRow[],
  objects: readonly ObjectSettings[],
  context: PlanContext,
): PlannedRow[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  return rows.map((row) => {
    const object = byId.get(row.id);
    if (!object) return unknownRow(row.id, row.field);
    const current = currentValue(object, row.field, context);
    if (current !== row.newValue || row.oldValue === null)
      return {
        id: row.id,
        name: object.name,
        field: row.field,
        oldValue: current,
        newValue: row.oldValue,
        refusal: { reason: 'changedSince' },
      };
    return plannedRow(object, row.field, current, row.oldValue, context);
  });
}

/** The rows of a bulk edit from what the provider holds now (preview, and again when its job runs). */
export async function readEditPlan(
  editor: AdEditor,
  account: ProviderAccount,
  level: EditLevel,
  ids: readonly number[],
  edit: ParsedEdit,
): Promise<PlannedRow[]> {
  const objects = await editor.readSettings(account, level, ids);
  return planEdit(ids, objects, edit, await readPlanContext(editor, account, level, objects));
}

/** The rows of the undo of a job's changed rows, from what the provider holds now. */
export async function readUndoPlan(
  editor: AdEditor,
  account: ProviderAccount,
  level: EditLevel,
  rows: readonly DoneRow[],
): Promise<PlannedRow[]> {
  const objects = await editor.readSettings(account, level, unique(rows.map((row) => row.id)));
  return planUndo(rows, objects, await readPlanContext(editor, account, level, objects));
}
