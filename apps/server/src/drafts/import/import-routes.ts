/**
 * Template import of a unit's keywords and creatives (docs/requirements.md#template-import): the templates, served
 * without login, and the two import calls. A file is checked (type by name and content, size, what it
 * unpacks to, rows, formulas) before any row is; every row then meets the rules of a save, and the good
 * rows are kept in one transaction while the others are answered with their row number and reason.
 */
import {
  endpoints,
  fieldErrors,
  importLimits,
  importTemplatePath,
  responseCode,
  type ImportFailure,
  type ImportResult,
} from '@adconsole/api-client/contract';
import { compareKey } from '@adconsole/draft-rules';
import { isLanguage, lookup, type Language } from '@adconsole/i18n/resources';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { registerEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/language';
import { ResponseError } from '../../http/response-error';
import type { EntityDatabase } from '../../stores/entity-schema';
import type { ItemTable } from '../draft-items';
import { anyItems, assertChangeable, markChanged, ownDraft, takenKeys } from '../draft-store';
import { columnLabel, creativeImport, keywordImport, type ImportKind } from './import-kinds';
import { defaultSheetLimits, readSheetRows, type SheetRow } from './sheet-reader';
import { checkSpreadsheetFile, checkUnpackedSizes } from './spreadsheet-file';

type ImportTable = 'draft_keywords' | 'draft_creatives';
type Template = Pick<ImportKind<ImportTable, never, unknown>, 'template' | 'example'>;

const templates: Template[] = [keywordImport, creativeImport];

/** Rows written by one statement: well under SQLite's limit of bound values. */
const insertChunk = 500;

export function importRoutes(app: FastifyInstance) {
  templateRoute(app);
  importCall(app, endpoints.keywordImport, keywordImport);
  importCall(app, endpoints.creativeImport, creativeImport);
}

/**
 * The templates at `${importTemplatePath}/<file>`, for anyone (a link the browser opens, no token): made
 * from the rules' own column labels, so they never drift from the editor, with the header in the language
 * asked (`lang`, else Accept-Language) and an example row. The link's timestamp (`t`) defeats caches; the
 * answer also says not to store it.
 */
function templateRoute(app: FastifyInstance) {
  const made = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { fileName: string }; Querystring: { lang?: string } }>(
    `${importTemplatePath}/:fileName`,
    async (request, reply) => {
      const kind = templates.find((k) => k.template.file === request.params.fileName);
      if (!kind) {
        return reply
          .status(404)
          .send({ code: responseCode.notFound, msg: reply.message(responseCode.notFound) });
      }
      const lang = request.query.lang;
      const language = isLanguage(lang) ? lang : requestLanguage(request);
      const key = `${kind.template.file}:${language}`;
      if (!made.has(key)) made.set(key, templateFile(kind, language));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${kind.template.file}"`)
        .header('cache-control', 'no-store')
        .send(await made.get(key)!);
    },
  );
}

async function templateFile(kind: Template, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('template');
  sheet.columns = kind.template.columns.map((column) => ({
    header: lookup(language, columnLabel(column))!,
    key: column,
    width: 36,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([...kind.example]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Why a file is refused, by reason: the messages of the drafts section's `import` group. */
const refusalMessages = {
  fileRequired: 'drafts.import.fileRequired',
  fileType: 'drafts.import.fileType',
  notSpreadsheet: 'drafts.import.notSpreadsheet',
  typeMismatch: 'drafts.import.typeMismatch',
  tooLarge: 'drafts.import.tooLarge',
  tooComplex: 'drafts.import.tooComplex',
  tooManyRows: 'drafts.import.tooManyRows',
  formulas: 'drafts.import.formulas',
  unreadable: 'drafts.import.unreadable',
  empty: 'drafts.import.empty',
} as const;

/** A refused file: 400 whose message, and the `file` field's, says why in the caller's language. */
function refuse(
  language: Language,
  reason: keyof typeof refusalMessages,
  values: Record<string, string> = {},
): never {
  const message = lookup(language, refusalMessages[reason], values)!;
  throw new ResponseError(responseCode.badRequest, [{ field: 'file', message }], message);
}

function importCall<T extends ImportTable, Input, Rec>(
  app: FastifyInstance,
  endpoint: typeof endpoints.keywordImport,
  kind: ImportKind<T, Input, Rec>,
) {
  const db = app.entities.db;
  registerEndpoint(
    app,
    endpoint,
    async ({ draftId, unitId }, request) => {
      const language = requestLanguage(request);
      const userId = request.user!.id;
      await changeableUnit(db, userId, draftId, unitId, language);
      const rows = await fileRows(request, kind, language);
      const checked = rows.map((row) => checkRow(kind, row, unitId, language));
      return db.transaction().execute(async (tx) => {
        // Checked again inside the transaction: the draft may have started uploading while the file was read.
        await changeableUnit(tx, userId, draftId, unitId, language);
        return keepGoodRows(tx, kind, draftId, checked, { language, now: app.now() });
      });
    },
    { upload: { maxFileBytes: importLimits.fileBytes, maxFiles: 1 } },
  );
}

/** The unit must be of the user's own draft (404 otherwise, as any other id) and the draft changeable. */
async function changeableUnit(
  store: Kysely<EntityDatabase>,
  userId: number,
  draftId: number,
  unitId: number,
  language: Language,
) {
  const draft = await ownDraft(store, userId, draftId);
  const unit = await store
    .selectFrom('draft_units')
    .select('id')
    .where('id', '=', unitId)
    .where('draft_id', '=', draft.id)
    .executeTakeFirst();
  if (!unit) throw new ResponseError(responseCode.notFound);
  assertChangeable(draft.status, 'draftId', language);
}

/** The rows of the uploaded file below its header, or the file refused with why. */
async function fileRows(request: FastifyRequest, kind: Template, language: Language): Promise<SheetRow[]> {
  const file = request.uploadedFiles?.find((uploaded) => uploaded.field === 'file');
  if (!file) refuse(language, 'fileRequired');
  if (file.tooLarge)
    refuse(language, 'tooLarge', { megabytes: String(importLimits.fileBytes / 1024 / 1024) });
  const refusal = checkSpreadsheetFile(file.fileName, file.data) ?? (await checkUnpackedSizes(file.data));
  if (refusal) refuse(language, refusal);
  const reading = await readSheetRows(file.data, kind.template.columns.length, {
    rows: importLimits.rows,
    ...defaultSheetLimits,
  });
  if ('refusal' in reading) {
    refuse(language, reading.refusal, { rows: String(importLimits.rows), cell: reading.cell ?? '' });
  }
  if (reading.rows.length === 0) refuse(language, 'empty');
  return reading.rows;
}

type CheckedRow<Input> = { row: SheetRow; cells: Record<string, string> } & (
  { item: Input } | { failMessage: string }
);

/** A row against the rules of a save: the item to keep, or the rules' messages in the caller's language. */
function checkRow<T extends ImportTable, Input, Rec>(
  kind: ImportKind<T, Input, Rec>,
  row: SheetRow,
  unitId: number,
  language: Language,
): CheckedRow<Input> {
  const cells = Object.fromEntries(
    kind.template.columns.map((column, index) => [column, row.cells[index] ?? '']),
  );
  const parsed = kind.rules.safeParse(kind.input(cells, unitId));
  if (parsed.success) return { row, cells, item: parsed.data };
  const messages = new Set(fieldErrors(parsed.error, language, lookup).map((error) => error.message));
  return { row, cells, failMessage: [...messages].join('; ') };
}

/**
 * Keeps the rows the rules passed, but for one repeating what its scope already holds or an earlier row of
 * the file brought (a keyword its unit has: the kind's `unique`, as a save checks it), and answers the count
 * kept with the refused rows. Nothing kept, nothing written.
 */
async function keepGoodRows<T extends ImportTable, Input, Rec>(
  tx: Kysely<EntityDatabase>,
  kind: ImportKind<T, Input, Rec>,
  draftId: number,
  checked: CheckedRow<Input>[],
  context: { language: Language; now: number },
): Promise<ImportResult> {
  const items = anyItems(tx);
  const table: ItemTable = kind.item.table;
  const unique = kind.item.unique;
  const taken = new Map<unknown, Set<string>>();
  const takenIn = async (scopeValue: unknown) => {
    let keys = taken.get(scopeValue);
    if (!keys) {
      keys = await takenKeys(tx, kind.item, scopeValue);
      taken.set(scopeValue, keys);
    }
    return keys;
  };
  const failed: ImportFailure[] = [];
  const kept: Record<string, unknown>[] = [];
  for (const entry of checked) {
    if ('failMessage' in entry) {
      failed.push({ dataNum: entry.row.dataNum, failMessage: entry.failMessage, ...entry.cells });
      continue;
    }
    const columns: Record<string, unknown> = kind.item.columns(entry.item);
    if (unique) {
      const keys = await takenIn(unique.scope === 'draft_id' ? draftId : columns[unique.scope]);
      const key = compareKey(String(columns[unique.column]));
      if (keys.has(key)) {
        const failMessage = lookup(context.language, unique.message)!;
        failed.push({ dataNum: entry.row.dataNum, failMessage, ...entry.cells });
        continue;
      }
      keys.add(key);
    }
    kept.push({ ...columns, draft_id: draftId, created_time: context.now, updated_time: context.now });
  }
  for (let start = 0; start < kept.length; start += insertChunk) {
    await items
      .insertInto(table)
      .values(kept.slice(start, start + insertChunk))
      .execute();
  }
  if (kept.length > 0) await markChanged(tx, [draftId], context.now);
  return { imported: kept.length, failed };
}
