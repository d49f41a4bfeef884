import { rmSync } from 'node:fs';
import { freshDataDir } from '../src/testing/temp-dirs';

/**
 * A fresh data folder for a bench, removed if the bench is stopped (SIGINT, SIGTERM: `npm run bench` stops a
 * bench that runs too long); a bench that ends removes it itself.
 */
export function benchDataDir() {
  const dataDir = freshDataDir();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    });
  }
  return dataDir;
}
