/**
 * The story screenshots' baselines on disk (docs/architecture.md#visual-regression): whether this machine can
 * compare with them, and the compact form they are kept in.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * The fonts the baselines were drawn with, as fontconfig finds them for the families the theme asks for
 * (`system-ui` is fontconfig's sans-serif to Chromium on Linux): Debian's `fonts-dejavu-core` and
 * `fonts-noto-cjk`. Another font, or another version of one, moves text by a pixel and every picture with it.
 */
const baselineFonts: Record<string, string> = {
  'sans-serif': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'Noto Sans CJK SC': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  'Noto Sans CJK TC': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
};

/** Why this machine's pictures cannot be compared with the baselines, or '' when they can. */
export function screenshotsSkipped(): string {
  if (process.platform !== 'linux') return `the baselines are drawn on Linux, this is ${process.platform}`;
  for (const [family, file] of Object.entries(baselineFonts)) {
    const match = spawnSync('fc-match', ['--format=%{file}', family], { encoding: 'utf8' });
    if (match.error) return 'fontconfig (fc-match) is not installed';
    if (match.stdout !== file)
      return `"${family}" is ${match.stdout || 'missing'} here, not Debian's ${file}`;
  }
  return '';
}

/**
 * Vitest writes a baseline as a full-colour PNG; kept as a 256-colour palette PNG it is a third of the size.
 * At quality 100 no pixel of a story picture moves past the comparison's threshold (0.1), while a changed
 * colour token still does. A baseline already in palette form is left as it is, so a run rewrites nothing
 * that did not change.
 */
export async function compactBaselines(): Promise<void> {
  for (const theme of await readdir(folder).catch(() => [])) {
    for (const name of await readdir(path.join(folder, theme)).catch(() => [])) {
      const file = path.join(folder, theme, name);
      if (!name.endsWith('.png') || (await sharp(file).metadata()).isPalette) continue;
      const png = await sharp(await readFile(file))
        .png({ palette: true, quality: 100, dither: 0, effort: 10, compressionLevel: 9 })
        .toBuffer();
      // Written aside and renamed, so a run beside this one never reads half a picture.
      const aside = `${file}.${process.pid}.tmp`;
      await writeFile(aside, png);
      await rename(aside, file);
    }
  }
}

/** Vitest's global setup of the story tests: the baselines a run wrote are compacted once it ends. */
export default function setup(): () => Promise<void> {
  return compactBaselines;
}
