import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** What a download answers once the client has read it: the file and its name from content-disposition. */
export const DownloadedFile = z.object({ blob: z.instanceof(Blob), fileName: z.string() });
export type DownloadedFile = z.infer<typeof DownloadedFile>;

export const downloadEndpoints = {
  download: defineEndpoint({
    method: 'POST',
    path: '/downloadExcelRecord/download',
    request: z.object({ id: z.number().int().min(1) }),
    response: DownloadedFile,
    accountScoped: false,
    transfer: 'download',
    summary:
      "A ready export file of the user's by its download record id; the name is in content-disposition.",
  }),
};
