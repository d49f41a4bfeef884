import { z } from 'zod';

/** Spec §9: page sizes 10, 20, 30, 50, default 20. */
export const downloadPageSizes = [10, 20, 30, 50] as const;

/** The centre's page in its URL, each part falling back to its default when it is not valid. */
export const DownloadCenterQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  size: z.coerce
    .number()
    .refine((size) => (downloadPageSizes as readonly number[]).includes(size))
    .catch(20),
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
