import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Pictures live under `<filesDir>/pictures` (`FILES_DIR`, else the data folder), each file named by the
 * sha256 of its content (docs/architecture.md#picture-files): the same picture uploaded twice, by anyone, is
 * one file.
 */
export function picturesDir(filesDir: string): string {
  return path.join(filesDir, 'pictures');
}

/** The sha256 of a picture's bytes, in hex: its file's name. */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Where the file of a content hash is, in a folder of its first two hex digits. */
export function pictureFilePath(filesDir: string, hash: string, extension: string): string {
  return path.join(picturesDir(filesDir), hash.slice(0, 2), `${hash}.${extension}`);
}

/**
 * Writes a picture's file unless the same content is there already; written beside and renamed, so a
 * crash never leaves a half file under the content's name.
 */
export async function storePictureFile(filesDir: string, data: Buffer, extension: string): Promise<string> {
  const hash = contentHash(data);
  const file = pictureFilePath(filesDir, hash, extension);
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, data);
    await rename(partial, file);
  }
  return hash;
}

/** How long a picture's URL opens it: a list answer's URLs outlive any page that shows them. */
export const pictureUrlLifetimeMs = 6 * 60 * 60 * 1000;

/**
 * The key that signs picture URLs, made once per data folder so URLs keep working across restarts and
 * between processes on the same folder (docs/architecture.md#work-across-processes).
 */
export async function pictureUrlKey(filesDir: string): Promise<Buffer> {
  const file = path.join(picturesDir(filesDir), 'url-key');
  try {
    return await readFile(file);
  } catch {
    await mkdir(picturesDir(filesDir), { recursive: true });
    const key = randomBytes(32);
    try {
      await writeFile(file, key, { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      // Another process wrote it first: use theirs.
      return readFile(file);
    }
  }
}

/**
 * The signature of a picture URL: the picture, its owner and the URL's end, so a URL opens one picture for
 * a while and is worth nothing once copied past that.
 */
export function pictureUrlSignature(
  key: Buffer,
  pictureId: number,
  ownerId: number,
  expires: number,
): string {
  return createHmac('sha256', key).update(`${pictureId}.${ownerId}.${expires}`).digest('base64url');
}

export function validPictureUrlSignature(
  key: Buffer,
  pictureId: number,
  ownerId: number,
  expires: number,
  signature: string,
  now: number,
): boolean {
  if (!(expires > now)) return false;
  const expected = Buffer.from(pictureUrlSignature(key, pictureId, ownerId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
