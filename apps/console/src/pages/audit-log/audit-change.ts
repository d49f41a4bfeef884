/** One field of an audited record and its value before and after the write (undefined: not there). */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const parse = (json: string | null): unknown => {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What a write changed, field by field (docs/requirements.md#users-roles-and-permissions): the audit keeps the
 * record's JSON before and after; the fields whose value differs are listed, in the order the record has them,
 * so a user's new role reads `roles: ["viewer"] → ["edit"]`. A value that is not a record is one change.
 */
export function auditChanges(before: string | null, after: string | null): FieldChange[] {
  const old = parse(before);
  const now = parse(after);
  if (!isRecord(old) && !isRecord(now)) {
    const change = { before: shown(old), after: shown(now) };
    return change.before === change.after ? [] : [{ field: '', ...change }];
  }
  const oldFields = isRecord(old) ? old : {};
  const newFields = isRecord(now) ? now : {};
  const fields = [...new Set([...Object.keys(oldFields), ...Object.keys(newFields)])];
  return fields.flatMap((field) => {
    const change = { field, before: shown(oldFields[field]), after: shown(newFields[field]) };
    return change.before === change.after ? [] : [change];
  });
}
