import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** A file answer of a download call, sent instead of the envelope. */
export class FileReply {
  constructor(
    readonly filePath: string,
    /** The name the user saves it as; any language. */
    readonly fileName: string,
  ) {}
}

const contentTypes: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv; charset=utf-8',
};

/**
 * `attachment` with both names (RFC 6266): `filename` in ASCII for old clients and `filename*` with the
 * UTF-8 name (RFC 5987), which every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function sendFile(reply: FastifyReply, file: FileReply) {
  const { size } = await stat(file.filePath);
  return reply
    .header(
      'content-type',
      contentTypes[path.extname(file.fileName).toLowerCase()] ?? 'application/octet-stream',
    )
    .header('content-length', size)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(createReadStream(file.filePath));
}
