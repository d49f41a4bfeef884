import { endpoints, responseCode } from '@adconsole/api-client/contract';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { downloadFilePath } from '../downloads/download-files';
import { FileReply } from '../http/file-reply';
import { ResponseError } from '../http/response-error';
import { registerEndpoint } from '../http/endpoint-route';

/**
 * Downloads of the download centre (spec §7): a ready record of the session user's answers its file. Another
 * user's record answers 404 like a missing one, so ids of other users' files reveal nothing.
 */
export function downloadRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.download, async ({ id }, request) => {
    const record = await app.entities.db
      .selectFrom('download_records')
      .select(['file_name', 'file_path', 'status'])
      .where('id', '=', id)
      .where('user_id', '=', request.user!.id)
      .executeTakeFirst();
    const filePath =
      record?.status === 'ready' && record.file_path && downloadFilePath(app.dataDir, record.file_path);
    if (!record || !filePath || !existsSync(filePath)) throw new ResponseError(responseCode.notFound);
    return new FileReply(filePath, record.file_name);
  });
}
