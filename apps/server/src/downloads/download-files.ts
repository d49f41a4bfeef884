import path from 'node:path';

/**
 * Export files live under `<filesDir>/downloads` (`FILES_DIR`, else the data folder), where every server
 * process finds them; a record keeps its file's path relative to it.
 */
export function downloadsDir(filesDir: string): string {
  return path.join(filesDir, 'downloads');
}

/** The absolute path of a record's file, or undefined when the stored path would leave the folder. */
export function downloadFilePath(filesDir: string, relativePath: string): string | undefined {
  const root = downloadsDir(filesDir);
  const resolved = path.resolve(root, relativePath);
  return resolved.startsWith(`${root}${path.sep}`) ? resolved : undefined;
}
