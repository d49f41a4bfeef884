import path from 'node:path';

/** Export files live under `<dataDir>/downloads`; a record keeps its file's path relative to it. */
export function downloadsDir(dataDir: string): string {
  return path.join(dataDir, 'downloads');
}

/** The absolute path of a record's file, or undefined when the stored path would leave the folder. */
export function downloadFilePath(dataDir: string, relativePath: string): string | undefined {
  const root = downloadsDir(dataDir);
  const resolved = path.resolve(root, relativePath);
  return resolved.startsWith(`${root}${path.sep}`) ? resolved : undefined;
}
