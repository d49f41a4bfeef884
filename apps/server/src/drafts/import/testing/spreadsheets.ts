/**
 * Spreadsheets made by the tests, never downloaded: sheets SheetJS writes in each accepted format, and
 * hand-built .xlsx zips for what no spreadsheet program writes on purpose (a zip bomb, a million rows).
 */
import { gzipSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

/** A one-sheet workbook of these rows (row 1 the header) in a format SheetJS writes: .xlsx or BIFF8 .xls. */
export function sheetFile(rows: (string | XLSX.CellObject)[][], bookType: 'xlsx' | 'xls'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'template');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** An entry deflated, with its CRC-32: gzip carries both (a raw deflate between its header and trailer). */
function deflated(data: Buffer): { packed: Buffer; crc: number } {
  const gzip = gzipSync(data);
  return { packed: gzip.subarray(10, gzip.length - 8), crc: gzip.readUInt32LE(gzip.length - 8) };
}

/** An entry of a zip; `declaredBytes` makes its headers lie about its unpacked size, as a crafted bomb does. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  declaredBytes?: number;
}

/** A zip of deflated entries, each declaring its true unpacked size unless told otherwise. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredBytes = data.length } of entries) {
    const { packed, crc } = deflated(data);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredBytes, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(declaredBytes, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    central.push(header, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal .xlsx around one sheet's `<sheetData>` contents, with any extra entries beside it. */
export function xlsxOfSheetData(
  sheetData: string,
  options: { extra?: ZipEntry[]; sheetDeclaredBytes?: number } = {},
): Buffer {
  const text = (name: string, xml: string, declaredBytes?: number): ZipEntry => ({
    name,
    data: Buffer.from(xml),
    declaredBytes,
  });
  return zipOf([
    text(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    text(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}">` +
        '<sheets><sheet name="template" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    text(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
      options.sheetDeclaredBytes,
    ),
    ...(options.extra ?? []),
  ]);
}

/** A row of number cells, as `<sheetData>` holds it: the shortest a row gets. */
export const numberRow = (value: number) => `<row><c><v>${value}</v></c></row>`;

/** A row of inline-string cells, as `<sheetData>` holds it. */
export const inlineRow = (...cells: string[]) =>
  `<row>${cells.map((cell) => `<c t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row>`;
