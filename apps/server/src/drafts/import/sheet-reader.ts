/**
 * Reads the rows of an import's first sheet in a worker thread (docs/decisions.md#spreadsheet-import-parser):
 * the parser (SheetJS, `@e965/xlsx`) runs with a heap limit and a time limit of its own, so a file that
 * unpacks past what its zip declared, or takes the parser too long, ends the worker and not the server.
 * Formulas are read, never evaluated, and refuse the file; rows past the cap refuse it too.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A row of the sheet below its header: its row number in the sheet and the text of each template column. */
export interface SheetRow {
  dataNum: number;
  cells: string[];
}

export type SheetRefusal = 'formulas' | 'tooManyRows' | 'tooComplex' | 'unreadable';

export type SheetReading = { rows: SheetRow[] } | { refusal: SheetRefusal; cell?: string };

export interface SheetLimits {
  /** Rows below the header one import takes. */
  rows: number;
  /** The worker's old-generation heap, in MB. */
  heapMb: number;
  /** How long the parse may take. */
  timeoutMs: number;
}

/** The parse of a 10,000-row file takes well under a second; these limits leave it room and nothing more. */
export const defaultSheetLimits = { heapMb: 256, timeoutMs: 20_000 } as const;

const parserPath = createRequire(import.meta.url).resolve('@e965/xlsx');

/**
 * The worker's code, plain CommonJS, evaluated as the worker starts: it runs the same from the sources under
 * tsx and Vitest and from the server's bundle, where a worker file of its own would need a build step.
 * Row 1 is the template's header; the sheet is read no further than one row past the cap.
 */
const workerSource = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.parserPath);
const { data, rowCap, columns } = workerData;

function text(cell) {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 's') return String(cell.v);
  return cell.w === undefined ? String(cell.v) : String(cell.w);
}

function read() {
  let book;
  try {
    book = XLSX.read(data, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      sheetRows: rowCap + 2,
      cellFormula: true,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    return { refusal: 'unreadable' };
  }
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return { rows: [] };
  const lines = sheet['!data'] || [];
  const rows = [];
  for (let r = 0; r < lines.length; r++) {
    const cells = lines[r] || [];
    for (let c = 0; c < cells.length; c++) {
      if (cells[c] && cells[c].f) return { refusal: 'formulas', cell: XLSX.utils.encode_cell({ r, c }) };
    }
    if (r === 0) continue;
    const values = [];
    for (let c = 0; c < columns; c++) values.push(text(cells[c]));
    if (values.every((value) => value.trim() === '')) continue;
    if (r > rowCap) return { refusal: 'tooManyRows' };
    rows.push({ dataNum: r + 1, cells: values });
  }
  return { rows };
}

parentPort.postMessage(read());
`;

/**
 * Parses at once: one per core of the machines the server runs on, so imports sent together wait their
 * turn instead of each taking a worker's heap.
 */
const parallelParses = 2;
let parsing = 0;
const waiting: (() => void)[] = [];

/** The rows of the file's first sheet, `columns` cells each, or why the file is refused. */
export async function readSheetRows(
  data: Buffer,
  columns: number,
  limits: SheetLimits,
): Promise<SheetReading> {
  if (parsing >= parallelParses) await new Promise<void>((start) => waiting.push(start));
  parsing++;
  try {
    return await parseInWorker(data, columns, limits);
  } finally {
    parsing--;
    waiting.shift()?.();
  }
}

function parseInWorker(data: Buffer, columns: number, limits: SheetLimits): Promise<SheetReading> {
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { parserPath, data, rowCap: limits.rows, columns },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (reading: SheetReading) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(reading);
    };
    const timer = setTimeout(() => settle({ refusal: 'tooComplex' }), limits.timeoutMs);
    worker.once('message', (reading: SheetReading) => settle(reading));
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other end before an answer: the file is beyond the limits.
    worker.once('error', () => settle({ refusal: 'tooComplex' }));
    worker.once('exit', () => settle({ refusal: 'tooComplex' }));
  });
}
