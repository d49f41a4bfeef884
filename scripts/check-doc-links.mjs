// `npm run check:docs`: every citation of `docs/<file>.md` or `docs/<file>.md#<anchor>` in the sources must
// name a file of docs/ and, with an anchor, one of its headings (the GitHub slug of the heading). Links
// between the pages of docs/ are checked the same way. Exits 1 listing each citation that points nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const sourceFolders = ['apps', 'packages', 'e2e', 'scripts', 'tools'];
const rootFiles = ['README.md', 'CONTRIBUTING.md'];
const extensions = new Set(['.ts', '.tsx', '.js', '.mjs', '.css', '.md']);
/** Installed, built or generated: not our sources. */
const skippedFolders = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** A citation anywhere in a line: `docs/requirements.md`, `docs/requirements.md#lists-and-paging`. */
const citation = /\bdocs\/([\w-]+(?:\/[\w-]+)*\.md)(?:#([\p{L}\p{N}_-]+))?/gu;
/** A relative Markdown link inside docs/: `](architecture.md#stores)`, `](#reports)`. */
const docsLink = /\]\((?!https?:|\/)([\w-]+\.md)?(?:#([\p{L}\p{N}_-]+))?\)/gu;

function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      // Dot folders hold tool state and copies (.nx, bench/.harness), not sources.
      return skippedFolders.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    }
    return extensions.has(path.extname(entry.name)) ? [full] : [];
  });
}

/** GitHub's anchor of a heading: its text lowercased, punctuation dropped, spaces turned into '-'. */
function headingSlug(heading) {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page: one per heading (a repeated slug gets -1, -2…), outside code fences. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence;
  for (const line of markdown.split('\n')) {
    const marker = line.match(/^\s*(```|~~~)/)?.[1];
    if (marker) fence = fence === marker ? undefined : (fence ?? marker);
    if (fence) continue;
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const pages = new Map();
function anchorsOfPage(docPath) {
  if (!pages.has(docPath)) {
    const file = path.join(root, 'docs', docPath);
    pages.set(docPath, existsSync(file) ? anchorsOf(readFileSync(file, 'utf8')) : undefined);
  }
  return pages.get(docPath);
}

/** What is wrong with a citation of `docs/<docPath>#<anchor>`, or undefined when it resolves. */
function problemOf(docPath, anchor) {
  const anchors = anchorsOfPage(docPath);
  if (!anchors) return `docs/${docPath} does not exist`;
  if (anchor && !anchors.has(anchor)) return `docs/${docPath} has no heading with the anchor #${anchor}`;
  return undefined;
}

const docsFolder = path.join(root, 'docs');
const files = [
  ...sourceFolders.flatMap((folder) => sourceFiles(path.join(root, folder))),
  ...rootFiles.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ...sourceFiles(docsFolder),
];

const problems = [];
let checked = 0;
for (const file of files) {
  const inDocs = path.dirname(file) === docsFolder;
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${path.relative(root, file)}:${index + 1}`;
    for (const [text, docPath, anchor] of line.matchAll(citation)) {
      checked++;
      const problem = problemOf(docPath, anchor);
      if (problem) problems.push(`${where}: ${text} — ${problem}`);
    }
    if (!inDocs) return;
    for (const [text, linked, anchor] of line.matchAll(docsLink)) {
      if (!linked && !anchor) continue;
      checked++;
      const problem = problemOf(linked ?? path.basename(file), anchor);
      if (problem) problems.push(`${where}: ${text} — ${problem}`);
    }
  });
}

if (problems.length > 0) {
  console.error(`✗ ${problems.length} citation(s) of docs/ point nowhere:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`✓ ${checked} citation(s) of docs/ in ${files.length} files resolve`);
