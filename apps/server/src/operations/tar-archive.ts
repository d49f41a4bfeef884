/**
 * The few parts of the tar format (POSIX ustar) a backup needs (docs/operations.md#backup-and-restore):
 * regular files, in order, read back as they come. A backup is a gzipped tar so an operator can list it
 * with `tar tzf`; gzip's length and CRC at its end tell a truncated or damaged file.
 */

const block = 512;
/** The largest size ustar's eleven octal digits hold; a larger one is written in base 256 (GNU, read by tar). */
const largestOctalSize = 8 ** 11 - 1;

/** The header of one file: its name (at most 100 bytes, the ustar name field), mode and size. */
export interface TarEntry {
  name: string;
  size: number;
  mode: number;
}

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512 bytes of an entry's header. */
export function tarHeader({ name, size, mode }: TarEntry, mtimeSeconds: number): Buffer {
  const header = Buffer.alloc(block);
  if (Buffer.byteLength(name) > 100)
    throw new Error(`the archive names no file longer than 100 bytes: ${name}`);
  header.write(name, 0);
  header.write(octal(mode & 0o7777, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  if (size <= largestOctalSize) header.write(octal(size, 12), 124);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  header.write(octal(mtimeSeconds, 12), 136);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  header.fill(0x20, 148, 156);
  header.write(octal(checksum(header), 7), 148);
  return header;
}

/** The zeros that fill an entry's content up to a whole block. */
export const tarPadding = (size: number) => Buffer.alloc((block - (size % block)) % block);

/** Two empty blocks end an archive. */
export const tarEnd = () => Buffer.alloc(2 * block);

function checksum(header: Buffer) {
  let sum = 0;
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

/** Thrown for bytes that are not a tar archive as written here. */
export class DamagedArchiveError extends Error {}

function field(header: Buffer, start: number, length: number) {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.toString('utf8', 0, end < 0 ? length : end);
}

function number(header: Buffer, start: number, length: number) {
  if (header[start]! & 0x80) return Number(header.readBigUInt64BE(start + length - 8));
  const text = field(header, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new DamagedArchiveError('a header holds no number where one belongs');
  return parseInt(text, 8);
}

/** An entry's header read, or undefined at the archive's end (an empty block). */
function entryOf(header: Buffer): TarEntry | undefined {
  if (header.every((byte) => byte === 0)) return undefined;
  if (number(header, 148, 8) !== checksum(header))
    throw new DamagedArchiveError('a header fails its checksum');
  if (field(header, 156, 1) !== '0' && header[156] !== 0) {
    throw new DamagedArchiveError('the archive holds something other than files');
  }
  return { name: field(header, 0, 100), mode: number(header, 100, 8), size: number(header, 124, 12) };
}

/** Where a reader puts an entry's content: called with each piece in order, then `end`. */
export interface EntrySink {
  write(piece: Buffer): Promise<void>;
  end(): Promise<void>;
}

/**
 * Reads the entries of a tar archive from its bytes as they come, handing each entry's content to the sink
 * `open` answers for it. Throws `DamagedArchiveError` when the bytes end before the archive's end blocks.
 */
export async function readTar(bytes: AsyncIterable<Buffer>, open: (entry: TarEntry) => Promise<EntrySink>) {
  let held: Buffer = Buffer.alloc(0);
  /** The entry being read and how many of its bytes (content, then padding) are still to come. */
  let current: { sink: EntrySink; content: number; padding: number } | undefined;
  let ended = false;
  for await (const chunk of bytes) {
    held = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    while (!ended) {
      if (current) {
        const piece = held.subarray(0, Math.min(current.content, held.length));
        if (piece.length > 0) await current.sink.write(piece);
        current.content -= piece.length;
        const skipped = Math.min(current.padding, held.length - piece.length);
        current.padding -= skipped;
        held = held.subarray(piece.length + skipped);
        if (current.content > 0 || current.padding > 0) break;
        await current.sink.end();
        current = undefined;
      }
      if (held.length < block) break;
      const entry = entryOf(held.subarray(0, block));
      held = held.subarray(block);
      if (!entry) ended = true;
      else current = { sink: await open(entry), content: entry.size, padding: tarPadding(entry.size).length };
    }
  }
  if (!ended) throw new DamagedArchiveError('the archive ends before its last file');
}
