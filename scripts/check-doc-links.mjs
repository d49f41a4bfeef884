// `npm run check:docs`: every citation of `docs/<file>.md` or `docs/<file>.md#<anchor>` in the sources must
// name a file of docs/ and, with an anchor, one of its headings (the GitHub slug of the heading). Links
// between the pages of docs/ are checked the same way. The docs themselves (docs/, the READMEs,
// CONTRIBUTING.md) must name only what exists: repository files and folders (after a `cd <folder>`, the
// folder's), npm scripts (after a `cd`, the package's there), commands the repository has, environment
// variables some source reads, and no route the route set serves as planned (docs/testing.md#docs-that-stay-true).
// Exits 1 listing each problem. `node scripts/check-doc-links.mjs [root]` checks another tree (the tests' fixtures).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
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

// --- What the docs name must exist ---------------------------------------------------------------------------

/** The pages whose statements are checked: docs/, the root pages and every package's and app's README. */
function docPages() {
  const readmes = ['packages', 'apps'].flatMap((folder) => {
    const full = path.join(root, folder);
    if (!existsSync(full)) return [];
    return readdirSync(full, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(full, entry.name, 'README.md'));
  });
  const docs = existsSync(docsFolder)
    ? readdirSync(docsFolder)
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(docsFolder, name))
    : [];
  return [...docs, ...rootFiles.map((file) => path.join(root, file)), ...readmes].filter((file) =>
    existsSync(file),
  );
}

/** A page's lines, each marked as inside a code fence or not. */
function linesOf(markdown) {
  let fence;
  return markdown.split('\n').map((text) => {
    const marker = text.match(/^\s*(```|~~~)/)?.[1];
    if (marker) {
      fence = fence === marker ? undefined : (fence ?? marker);
      return { text, fenced: false };
    }
    return { text, fenced: Boolean(fence) };
  });
}

/** The spans of a line that hold code: the whole line inside a fence, else each `backticked` part. */
const codeSpans = (line) =>
  line.fenced ? [line.text] : [...line.text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

/**
 * The folders a repository path starts with. A word of code that starts with one of them followed by `/` is a
 * path, e.g. `apps/server/src/app.ts`, `docs/requirements.md`; what is built or installed is not in the tree.
 */
const pathRoots = ['apps', 'packages', 'scripts', 'e2e', 'docs', 'tools', '.ci', '.storybook', '.changeset'];
const pathWord = new RegExp(`^(?:\\./)?(?:${pathRoots.map((r) => r.replace('.', '\\.')).join('|')})/`);
const generated = /(^|\/)(dist|node_modules|test-results|playwright-report|data)(\/|$)/;
/** Where a path turns into a placeholder: `pages/<page>/`, `…/reports`, `*.test.ts`, `{a,b}`, `$DIR`. */
const placeholder = /[<…*{$[|]/;

/** The part of a path that can be checked: up to its first placeholder, without anchor, line or punctuation. */
function checkablePath(word) {
  const bare = word.replace(/[#:].*$/, '').replace(/[),.;]+$/, '');
  const cut = bare.search(placeholder);
  if (cut === -1) return bare;
  // `pages/<page>/` checks `pages/`; `fields.*` checks nothing more than its folder.
  return bare.slice(0, bare.lastIndexOf('/', cut) + 1);
}

/**
 * The commands of a span of code, each with the folder it runs in, relative to the root: a `cd <folder>`
 * moves the commands after it (`cd apps/server && npx vitest run src/x.test.ts` runs in apps/server).
 * `folder` is '' at the root and undefined after a `cd` that cannot be followed (`cd $DIR`, `cd /tmp`).
 */
function commandsOf(span) {
  let folder = '';
  return span.split(/\s*(?:&&|\|\||;)\s*|\s+\|\s+/).map((command) => {
    const target = command.trim().match(/^cd\s+(\S+)$/)?.[1];
    const ran = { command, folder, cd: target };
    if (target !== undefined && folder !== undefined)
      folder = path.isAbsolute(target) || placeholder.test(target) ? undefined : path.join(folder, target);
    return ran;
  });
}

/** A word of a command run in a folder that names a file or folder of it: `src/x.test.ts`, `../../scripts/`. */
const relativeWord = /^(?:\.\.?\/|[\w][\w.-]*\/)/;

function pathProblems(page, line) {
  const found = [];
  const folder = path.dirname(page);
  const inPackage = /^(?:packages|apps)\/[^/]+$/.test(path.relative(root, folder));
  for (const span of codeSpans(line)) {
    for (const { command, folder: ranIn, cd } of commandsOf(span)) {
      if (ranIn === undefined) continue;
      if (cd !== undefined) {
        if (!path.isAbsolute(cd) && !placeholder.test(cd) && !existsSync(path.join(root, ranIn, cd)))
          found.push(ranIn ? `${cd} does not exist in ${ranIn}/` : `${cd} does not exist`);
        continue;
      }
      for (const word of command.split(/[\s'"()=,]+/)) {
        if (ranIn) {
          // After `cd`, every relative path of the command is the moved-to folder's.
          if (!relativeWord.test(word) || generated.test(word)) continue;
          const checkable = checkablePath(word);
          if (checkable && !existsSync(path.join(root, ranIn, checkable)))
            found.push(`${word} does not exist in ${ranIn}/`);
          continue;
        }
        // In a package's or app's README, `src/…` is that package's.
        const local = inPackage && /^src\//.test(word);
        if (!(pathWord.test(word) || local) || generated.test(word)) continue;
        const checkable = checkablePath(word);
        if (!checkable || checkable.endsWith('..')) continue;
        if (!existsSync(path.join(local ? folder : root, checkable))) found.push(`${word} does not exist`);
      }
    }
  }
  if (!line.fenced) {
    // Relative Markdown links: `](../apps/server/README.md)`, `](docs/architecture.md#stores)`.
    const prose = line.text.replace(/`[^`\n]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\((?![a-z]+:|\/|#)([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      if (!existsSync(path.join(folder, target))) found.push(`the link ${target} leads nowhere`);
    }
  }
  return found;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The scripts of the root package.json and of each workspace package, by the package's name. */
function npmScripts() {
  const byPackage = new Map();
  const rootManifest = path.join(root, 'package.json');
  if (existsSync(rootManifest)) byPackage.set('', readJson(rootManifest).scripts ?? {});
  for (const manifest of workspaceManifests()) {
    const { name, scripts } = readJson(manifest);
    byPackage.set(name, scripts ?? {});
  }
  return byPackage;
}

function workspaceManifests() {
  return ['packages', 'apps', 'e2e']
    .map((f) => path.join(root, f))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      existsSync(path.join(folder, 'package.json'))
        ? [path.join(folder, 'package.json')]
        : readdirSync(folder).map((name) => path.join(folder, name, 'package.json')),
    )
    .filter((file) => existsSync(file));
}

/** The package npm runs a script of in a folder: the nearest package.json above it ('' for the root's). */
function packageIn(folder) {
  for (let at = folder; at && at !== '.'; at = path.dirname(at)) {
    const manifest = path.join(root, at, 'package.json');
    if (existsSync(manifest)) return readJson(manifest).name ?? '';
  }
  return '';
}

/** `npm start`, `npm test` and `npm run <script> [-w <package>]` in code. Other `npm <command>`s are npm's. */
const npmCall = /\bnpm (?:run ([\w:.-]+)|(start|test|stop|restart)\b)((?:\s+[^\s&|;]+)*)/g;

function npmProblems(line, scripts) {
  const found = [];
  for (const span of codeSpans(line)) {
    for (const { command, folder } of commandsOf(span)) {
      if (folder === undefined) continue;
      for (const [text, run, lifecycle, rest] of command.matchAll(npmCall)) {
        const script = run ?? lifecycle;
        // `-w <package>` names the package; else npm runs the script of the folder the command runs in.
        const workspace = rest.match(/(?:-w|--workspace)[\s=]+(\S+)/)?.[1] ?? packageIn(folder);
        const defined = scripts.get(workspace);
        if (!defined) found.push(`\`${text.trim()}\`: no package ${workspace} in the workspaces`);
        else if (!(script in defined))
          found.push(`\`${text.trim()}\`: no script "${script}" in ${workspace || 'the root'} package.json`);
      }
    }
  }
  return found;
}

/**
 * Programs the docs may run besides the repository's own: Node's and npm's, and what an operator runs beside
 * the server (a database's tools, a proxy, a container, the shell's). Anything else must be a bin of a
 * package the manifests depend on (`npx vitest`, `vite build --sourcemap`).
 */
const systemPrograms = new Set(
  (
    'node npm npx cd git curl docker kill nice taskset tar nginx psql createdb pg_dump pg_restore ' +
    'clickhouse-client apt-get systemctl sudo export env'
  ).split(' '),
);

/** The bins of every package the root's or a workspace's manifest depends on, and of the workspaces. */
function repositoryPrograms() {
  const programs = new Set(systemPrograms);
  const manifests = [path.join(root, 'package.json'), ...workspaceManifests()].filter((f) => existsSync(f));
  const binsOf = (name, bin) => (typeof bin === 'string' ? [name.split('/').at(-1)] : Object.keys(bin ?? {}));
  for (const manifest of manifests) {
    const { name, bin, dependencies, devDependencies } = readJson(manifest);
    for (const program of binsOf(name ?? '', bin)) programs.add(program);
    for (const dependency of Object.keys({ ...dependencies, ...devDependencies })) {
      const installed = path.join(root, 'node_modules', dependency, 'package.json');
      if (existsSync(installed))
        for (const program of binsOf(dependency, readJson(installed).bin)) programs.add(program);
    }
  }
  return programs;
}

/**
 * Commands whose program the repository has not got: a command in code is a program followed by an option
 * (`duplicates --change`, `npx tool --flag`), after any `NAME=value` it sets; `npx` runs the program after it.
 */
function programProblems(line, programs) {
  const found = [];
  for (const span of codeSpans(line)) {
    for (const { command } of commandsOf(span)) {
      const words = command.trim().split(/\s+/);
      while (/^[A-Z][A-Z0-9_]*=/.test(words[0] ?? '')) words.shift();
      if (words[0] === 'npx') words.shift();
      const [program, ...rest] = words;
      if (!program || !/^[a-z][\w.-]*$/.test(program) || !rest.some((word) => /^--?[a-zA-Z]/.test(word)))
        continue;
      if (!programs.has(program)) found.push(`\`${program}\`: no such command in the repository`);
    }
  }
  return found;
}

/**
 * Words in capitals that are not environment variables: SQL, HTTP methods, signals, formats. A word of code
 * that is a name in capitals (`PORT`, `DATABASE_URL`, `NODE_ENV=production`) and not one of these is taken
 * for an environment variable.
 */
const notVariables = new Set(
  (
    'ALTER AND AS BY CAST CREATE DELETE DROP FINAL FROM GET GROUP HEAD IN INSERT INTO JOIN LIKE LIMIT LISTEN ' +
    'NOT NOTIFY NULL ON OR ORDER PATCH POST PUT SELECT SET SYSTEM TABLE UPDATE USING WHERE WITH ' +
    'SIGINT SIGKILL SIGTERM JSON CSV XLSX SVG PNG JPEG UTF TZD YYYY MM DD HH AMD NTP API URL OK CHANGELOG README'
  ).split(' '),
);
const variableWord = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]*)*)(?:=\S*)?$/;

/**
 * Every environment variable a source reads or a script sets: `process.env.X`, `env.X`, `env['X']`, `X=…`, or
 * the server's settings list defines.
 */
function variablesRead() {
  const read = new Set();
  const sources = ['apps', 'packages', 'scripts', 'e2e', '.ci'].flatMap((folder) =>
    allFiles(path.join(root, folder)),
  );
  // The manifest and the tools' configurations at the root (vitest.*.config.ts, …) read variables too.
  const rootFiles = existsSync(root)
    ? readdirSync(root).filter((name) => name === 'package.json' || /\.config\.m?[jt]s$/.test(name))
    : [];
  for (const file of [...sources, ...rootFiles.map((name) => path.join(root, name))]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\benv(?:\.|\[['"`])([A-Z][A-Z0-9_]*)/g)) read.add(m[1]);
    // The server's list of settings (apps/server/src/config.ts), read by name: `PORT: setting({`.
    for (const m of text.matchAll(/^\s*([A-Z][A-Z0-9_]*): setting\(/gm)) read.add(m[1]);
    // A variable a script sets for the command it runs or reads in the shell: `MALLOC_…=1 node`, `${PORT}`.
    for (const m of text.matchAll(/(?:^|[\s"'`])([A-Z][A-Z0-9_]*)=/gm)) read.add(m[1]);
    for (const m of text.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)) read.add(m[1]);
    // Destructured: `const { PORT, HOST } = process.env`.
    for (const m of text.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g))
      for (const name of m[1].match(/\b[A-Z][A-Z0-9_]*\b/g) ?? []) read.add(name);
  }
  return read;
}

function allFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : allFiles(full);
    return /\.(m?[jt]sx?|sh|json)$/.test(entry.name) || !entry.name.includes('.') ? [full] : [];
  });
}

function variableProblems(line, read) {
  const found = [];
  for (const span of codeSpans(line)) {
    // In a fence only `NAME=value` assignments are variables; `X=` starts a command line or follows a space.
    const words = line.fenced
      ? [...span.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1])
      : [span.trim()];
    for (const word of words) {
      const name = word.match(variableWord)?.[1];
      if (!name || name.length < 2 || notVariables.has(name)) continue;
      if (!read.has(name)) found.push(`\`${name}\`: no source reads this environment variable`);
    }
  }
  return found;
}

/**
 * The paths the route set serves (packages/api-client/src/contract/route-set.ts), read through tsx with the
 * workspace's source condition so that nothing needs building first.
 */
function servedRoutes() {
  const routeSet = path.join(root, 'packages/api-client/src/contract/route-set.ts');
  if (!existsSync(routeSet)) return { served: new Set() };
  const program = `const m = await import(${JSON.stringify(routeSet)}); console.log(JSON.stringify(m.routePaths(m.fullRouteSet())));`;
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=@adconsole/source',
      '--import',
      import.meta.resolve('tsx'),
      '--input-type=module',
      '-e',
      program,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0)
    return {
      failed:
        run.stderr
          .trim()
          .split('\n')
          .find((l) => /Error/.test(l)) ?? run.stderr,
    };
  return { served: new Set(JSON.parse(run.stdout)) };
}

/**
 * Routes docs/requirements.md says are planned although the route set serves them: a route named under a
 * heading whose status is **Planned** (its subsections included), or in a sentence that calls it planned.
 */
function plannedRouteProblems({ served, failed }) {
  if (failed) return [`packages/api-client/src/contract/route-set.ts could not be read: ${failed}`];
  const page = path.join(docsFolder, 'requirements.md');
  if (!existsSync(page) || served.size === 0) return [];
  const found = [];
  const planned = []; // heading levels whose section is marked planned
  const lines = linesOf(readFileSync(page, 'utf8'));
  let statusDue = false;
  lines.forEach((line, index) => {
    if (line.fenced) return;
    const heading = line.text.match(/^(#{1,6})\s/);
    if (heading) {
      const level = heading[1].length;
      while (planned.length > 0 && planned.at(-1) >= level) planned.pop();
      statusDue = level;
      return;
    }
    if (statusDue && line.text.trim()) {
      if (/^\*\*Planned\b/.test(line.text)) planned.push(statusDue);
      statusDue = false;
    }
    const sentences = line.text.split(/(?<=[.;])\s+/);
    for (const sentence of sentences) {
      const callsPlanned =
        planned.length > 0 || /\bplanned\b|arrives? (?:later|with a later)/i.test(sentence);
      if (!callsPlanned) continue;
      for (const [, route] of sentence.matchAll(/`(\/[\w/-]+)`/g)) {
        if (served.has(route.replace(/\/$/, '')))
          found.push(
            `docs/requirements.md:${index + 1}: \`${route}\` is marked planned, but the route set serves it`,
          );
      }
    }
  });
  return found;
}

/**
 * A paragraph that starts by saying a folder `has one folder per …` lists its folders: every backticked bare
 * name in it must be a folder there, and every folder there must be named (docs/testing.md#docs-that-stay-true).
 */
function folderListProblems(page) {
  const found = [];
  const lines = linesOf(readFileSync(page, 'utf8'));
  lines.forEach((line, index) => {
    const lead = line.text.match(/^`((?:apps|packages)\/[\w/-]+)\/` has one folder per\b/);
    if (line.fenced || !lead) return;
    const folder = path.join(root, lead[1]);
    if (!existsSync(folder)) return;
    let text = '';
    for (let at = index; at < lines.length && lines[at].text.trim(); at++) text += ` ${lines[at].text}`;
    const named = new Set([...text.matchAll(/`([a-z][\w-]*)`/g)].map((match) => match[1]));
    const present = new Set(
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    const where = `${path.relative(root, page)}:${index + 1}`;
    for (const name of [...named].filter((name) => !present.has(name)).sort())
      found.push(`${where}: \`${name}\` is not a folder of ${lead[1]}/`);
    for (const name of [...present].filter((name) => !named.has(name)).sort())
      found.push(`${where}: ${lead[1]}/${name}/ is missing from the folder list`);
  });
  return found;
}

function checkDocs() {
  const found = [];
  const scripts = npmScripts();
  const read = variablesRead();
  const programs = repositoryPrograms();
  for (const page of docPages()) {
    linesOf(readFileSync(page, 'utf8')).forEach((line, index) => {
      const where = `${path.relative(root, page)}:${index + 1}`;
      for (const problem of [
        ...pathProblems(page, line),
        ...npmProblems(line, scripts),
        ...programProblems(line, programs),
        ...variableProblems(line, read),
      ])
        found.push(`${where}: ${problem}`);
    });
    found.push(...folderListProblems(page));
  }
  return [...found, ...plannedRouteProblems(servedRoutes())];
}

const docProblems = checkDocs();

if (problems.length + docProblems.length > 0) {
  if (problems.length > 0)
    console.error(`✗ ${problems.length} citation(s) of docs/ point nowhere:\n${problems.join('\n')}`);
  if (docProblems.length > 0)
    console.error(
      `✗ ${docProblems.length} statement(s) in the docs name nothing:\n${docProblems.join('\n')}`,
    );
  process.exit(1);
}
console.log(
  `✓ ${checked} citation(s) of docs/ in ${files.length} files resolve; the docs name only what exists`,
);
