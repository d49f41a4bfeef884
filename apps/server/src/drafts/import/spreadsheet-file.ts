/**
 * The first line of defence of a template import (docs/decisions.md#spreadsheet-import-parser): a file is
 * taken only when its name ends in an accepted type AND its bytes are a spreadsheet container, and a zip
 * (.xlsx and the WPS files saved as such) only when the sizes it declares unpacked stay small. The parser
 * never sees anything else.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { importFileTypes } from '@adconsole/api-client/contract';

const inflateRawAsync = promisify(inflateRaw);

/** Why a file is refused before it is parsed; the import answers each with its own message. */
export type FileRefusal = 'fileType' | 'notSpreadsheet' | 'typeMismatch' | 'tooComplex';

/**
 * The container each name's type must hold (docs/decisions.md#spreadsheet-import-parser): `.xlsx` is Office
 * Open XML (a zip), `.xls` the binary BIFF format (OLE2). WPS saves `.et` and `.sheet` in either, so those take
 * both.
 */
const containersOf: Record<(typeof importFileTypes)[number], readonly ('zip' | 'ole2')[]> = {
  '.xlsx': ['zip'],
  '.xls': ['ole2'],
  '.et': ['zip', 'ole2'],
  '.sheet': ['zip', 'ole2'],
};

/** What the entries of an .xlsx may declare unpacked, all together: far above 10,000 rows of text. */
export const maxUnpackedBytes = 64 * 1024 * 1024;

/** The two containers a spreadsheet of the accepted types comes in: Office Open XML (zip) and BIFF (OLE2). */
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ole2Signature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
/** A zip's closing record is 22 bytes plus a comment of at most 65,535. */
const endRecordSearch = 22 + 0xffff;

/** The accepted type a file's name ends in, if any. */
function acceptedType(fileName: string) {
  const name = fileName.toLowerCase();
  return importFileTypes.find((type) => name.endsWith(type));
}

/**
 * Whether the bytes are a spreadsheet container of the type the name says, and a zip one's declared contents
 * are within the limits.
 */
export function checkSpreadsheetFile(fileName: string, data: Buffer): FileRefusal | undefined {
  const type = acceptedType(fileName);
  if (!type) return 'fileType';
  const container = data.subarray(0, ole2Signature.length).equals(ole2Signature)
    ? 'ole2'
    : data.subarray(0, zipSignature.length).equals(zipSignature)
      ? 'zip'
      : undefined;
  if (!container) return 'notSpreadsheet';
  if (!containersOf[type].includes(container)) return 'typeMismatch';
  if (container === 'ole2') return undefined;
  const entries = zipEntries(data);
  if (!entries) return 'notSpreadsheet';
  if (!entries.names.includes('[Content_Types].xml')) return 'notSpreadsheet';
  return entries.unpackedBytes > maxUnpackedBytes ? 'tooComplex' : undefined;
}

/**
 * Whether a zip's entries really unpack to no more than they declare: each is inflated (off the event
 * loop) with its declared size as the most it may produce, so a zip that understates its contents is
 * refused at that size instead of growing inside the parser. A BIFF file has nothing to unpack.
 */
export async function checkUnpackedSizes(data: Buffer): Promise<FileRefusal | undefined> {
  if (!data.subarray(0, zipSignature.length).equals(zipSignature)) return undefined;
  const entries = zipEntries(data);
  if (!entries) return 'notSpreadsheet';
  for (const entry of entries.stored) {
    const local = entry.localHeader;
    if (local + 30 > data.length) return 'notSpreadsheet';
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const packed = data.subarray(start, start + entry.packedBytes);
    if (entry.method === 0) {
      if (packed.length !== entry.unpackedBytes) return 'tooComplex';
      continue;
    }
    if (entry.method !== 8) return 'notSpreadsheet';
    try {
      await inflateRawAsync(packed, { maxOutputLength: Math.max(1, entry.unpackedBytes) });
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
        ? 'tooComplex'
        : 'notSpreadsheet';
    }
  }
  return undefined;
}

interface ZipEntry {
  method: number;
  packedBytes: number;
  unpackedBytes: number;
  localHeader: number;
}

/**
 * The names and the declared unpacked size of a zip's entries, read from its central directory (a zip64
 * size counts as too large); undefined when the directory is not where the zip says.
 */
function zipEntries(
  data: Buffer,
): { names: string[]; unpackedBytes: number; stored: ZipEntry[] } | undefined {
  const searchFrom = Math.max(0, data.length - endRecordSearch);
  let end = -1;
  for (let at = data.length - 22; at >= searchFrom; at--) {
    if (data.readUInt32LE(at) === endOfCentralDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  const stored: ZipEntry[] = [];
  let unpackedBytes = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== centralDirectoryEntry) return undefined;
    const unpacked = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    unpackedBytes += unpacked === 0xffffffff ? Number.POSITIVE_INFINITY : unpacked;
    stored.push({
      method: data.readUInt16LE(at + 10),
      packedBytes: data.readUInt32LE(at + 20),
      unpackedBytes: unpacked,
      localHeader: data.readUInt32LE(at + 42),
    });
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { names, unpackedBytes, stored };
}
