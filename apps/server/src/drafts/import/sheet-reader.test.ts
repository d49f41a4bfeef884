import { describe, expect, it } from 'vitest';
import { readSheetRows } from './sheet-reader';
import { checkSpreadsheetFile, checkUnpackedSizes } from './spreadsheet-file';
import { inlineRow, numberRow, xlsxOfSheetData } from './testing/spreadsheets';

const limits = { rows: 10_000, heapMb: 256, timeoutMs: 20_000 };

describe('the parse in its worker', () => {
  it('reads the template columns of each row below the header, with its row number, blank rows skipped', async () => {
    // Row 3 is blank: a sheet leaves it out, and rows name their number.
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const file = xlsxOfSheetData(
      `<row r="1">${cell('A1', 'Keyword')}${cell('B1', 'Match type')}</row>` +
        `<row r="2">${cell('A2', 'BI tool')}${cell('B2', 'phrase')}</row>` +
        `<row r="4">${cell('A4', '报表软件')}</row>`,
    );
    expect(await readSheetRows(file, 2, limits)).toEqual({
      rows: [
        { dataNum: 2, cells: ['BI tool', 'phrase'] },
        { dataNum: 4, cells: ['报表软件', ''] },
      ],
    });
  });

  it('refuses a zip that understates its size: the declared sizes pass, the real unpacking stops at them', async () => {
    // 1,000,000 rows declared as a 1 kB sheet: the directory check believes it; the unpacking does not.
    const file = xlsxOfSheetData(numberRow(1).repeat(1_000_000), { sheetDeclaredBytes: 1024 });
    expect(checkSpreadsheetFile('keywords.xlsx', file)).toBeUndefined();
    expect(await checkUnpackedSizes(file)).toBe('tooComplex');
    expect(await checkUnpackedSizes(xlsxOfSheetData(inlineRow('Keyword')))).toBeUndefined();
  });

  it('ends a parse past its time limit', async () => {
    const file = xlsxOfSheetData(inlineRow('Keyword') + inlineRow('BI tool'));
    expect(await readSheetRows(file, 1, { rows: 10_000, heapMb: 256, timeoutMs: 1 })).toEqual({
      refusal: 'tooComplex',
    });
  });

  it('takes at most two files at once; the others wait their turn and are read all the same', async () => {
    const file = xlsxOfSheetData(inlineRow('Keyword') + inlineRow('BI tool'));
    const readings = await Promise.all(Array.from({ length: 5 }, () => readSheetRows(file, 1, limits)));
    expect(readings).toEqual(Array(5).fill({ rows: [{ dataNum: 2, cells: ['BI tool'] }] }));
  });
});
