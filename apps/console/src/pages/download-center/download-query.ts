import { defaultPageSize, endpoints } from '@adconsole/api-client/contract';
import { z } from 'zod';

/** The download list call's own page rules (docs/requirements.md#lists-and-paging). */
const downloadPage = endpoints.downloadList.request.shape.page.unwrap().shape;

/**
 * The centre's page in its URL, read with the list call's rules; each part falls back to its default when it
 * is missing or not valid, so a hand-edited link still opens.
 */
export const DownloadCenterQuery = z.object({
  page: z.preprocess(Number, downloadPage.number).catch(1),
  size: z.preprocess(Number, downloadPage.size).catch(defaultPageSize),
});
export type DownloadCenterQuery = z.infer<typeof DownloadCenterQuery>;

export function parseDownloadQuery(params: URLSearchParams): DownloadCenterQuery {
  return DownloadCenterQuery.parse(Object.fromEntries(params));
}

/** A file's size as people read it: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Saves a downloaded file under its name through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
