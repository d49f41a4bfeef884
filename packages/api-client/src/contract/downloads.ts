import * as z from 'zod/mini';
import { defineEndpoint, selfServiceWrite } from './endpoint';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';

/** What a download answers once the client has read it: the file and its name from content-disposition. */
export const DownloadedFile = z.object({ blob: z.instanceof(Blob), fileName: z.string() });
export type DownloadedFile = z.infer<typeof DownloadedFile>;

/** An export's way through its job: waiting, being written (with progress), ready to download, or failed. */
export const downloadStatuses = ['pending', 'processing', 'ready', 'failed'] as const;
export const DownloadStatus = z.enum(downloadStatuses);
export type DownloadStatus = z.infer<typeof DownloadStatus>;

/**
 * A record of the download centre, with what the centre shows of it (docs/requirements.md#download-centre).
 */
export const DownloadRecord = z.object({
  id: z.int(),
  /** The file's name as the user downloads it. */
  name: z.string(),
  /** The console path of the exported report (e.g. `/keywordSearch/keywordReport`); '' for other files. */
  report: z.string(),
  beginDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  status: DownloadStatus,
  /** Percent of the rows written, 0–100. */
  progress: z.int().check(z.minimum(0), z.maximum(100)),
  sizeBytes: z.int().check(z.minimum(0)),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
});
export type DownloadRecord = z.infer<typeof DownloadRecord>;

const DownloadId = z.object({ id: z.int().check(z.minimum(1)) });

export const downloadEndpoints = {
  download: defineEndpoint({
    method: 'POST',
    path: '/downloadExcelRecord/download',
    request: DownloadId,
    response: DownloadedFile,
    accountScoped: false,
    transfer: 'download',
    summary:
      "A ready export file of the user's by its download record id; the name is in content-disposition.",
  }),
  downloadList: defineEndpoint({
    method: 'POST',
    path: '/downloadExcelRecord/list',
    request: z.object({
      page: z._default(pageRequest({ sizes: pageSizes }), { number: 1, size: defaultPageSize }),
    }),
    response: z.array(DownloadRecord),
    accountScoped: false,
    summary: "The user's download records, newest first, paged.",
  }),
  deleteDownload: defineEndpoint({
    method: 'POST',
    path: '/downloadExcelRecord/delete',
    ...selfServiceWrite,
    request: DownloadId,
    response: z.null(),
    accountScoped: false,
    summary: "Deletes one of the user's download records and its file.",
  }),
};
