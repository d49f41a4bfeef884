import { endpoints } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The centre's page in its URL (docs/requirements.md#lists-and-paging). */
export const DownloadCenterQuery = z.object(urlPage(endpoints.downloadList.request));

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
