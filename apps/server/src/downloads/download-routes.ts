import { endpoints, responseCode, type DownloadRecord } from '@adconsole/api-client/contract';
import { providerDateTime } from '@adconsole/date-range-rules';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { downloadFilePath } from './download-files';
import { FileReply } from '../http/file-reply';
import { ResponseError } from '../http/response-error';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import type { EntityDatabase } from '../stores/entity-schema';
import { listPage, newestFirst } from '../stores/list-page';

type RecordRow = Selectable<EntityDatabase['download_records']>;

function toDownloadRecord(row: RecordRow): DownloadRecord {
  return {
    id: row.id,
    name: row.file_name,
    report: row.report,
    beginDate: row.begin_date,
    endDate: row.end_date,
    status: row.status,
    progress: row.progress,
    sizeBytes: Number(row.size_bytes),
    createdTime: providerDateTime(Number(row.created_time)),
  };
}

/**
 * The download centre (docs/requirements.md#download-centre): the session user's records, a ready record's
 * file, deleting a record and its file. Every call looks records up by id and user: another user's record
 * answers 404 like a missing one, so ids of other users' files reveal nothing.
 */
export function downloadRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const mine = (userId: number) => db.selectFrom('download_records').where('user_id', '=', userId);

  registerEndpoint(app, endpoints.download, async ({ id }, request) => {
    const record = await mine(request.user!.id)
      .select(['file_name', 'file_path', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    const filePath =
      record?.status === 'ready' && record.file_path && downloadFilePath(app.filesDir, record.file_path);
    if (!record || !filePath || !existsSync(filePath)) throw new ResponseError(responseCode.notFound);
    return new FileReply(filePath, record.file_name);
  });

  registerEndpoint(app, endpoints.downloadList, async ({ page }, request) => {
    const answer = await listPage(mine(request.user!.id).selectAll(), page, newestFirst);
    return new Paged(answer.rows.map(toDownloadRecord), answer.page);
  });

  registerEndpoint(app, endpoints.deleteDownload, async ({ id }, request) => {
    const record = await db
      .deleteFrom('download_records')
      .where('id', '=', id)
      .where('user_id', '=', request.user!.id)
      .returning('file_path')
      .executeTakeFirst();
    if (!record) throw new ResponseError(responseCode.notFound);
    const filePath = record.file_path && downloadFilePath(app.filesDir, record.file_path);
    if (filePath) await rm(filePath, { force: true });
    return null;
  });
}
