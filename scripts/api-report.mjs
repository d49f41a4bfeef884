// The API reports of the publishable packages (docs/architecture.md#api-reports): for every entry of a
// package's `exports` that a consumer can import (it has `types`), the names it exports and their types, as
// the TypeScript checker sees them in the sources (the `@adconsole/source` condition, so no build is needed),
// sorted and with no absolute path, in `packages/<package>/<package>.api.md`.
//
// `node scripts/api-report.mjs` (`npm run api:check`) compares the reports with the sources and with the
// reports of each package's last release; `--update` (`npm run api:update`) writes the reports again.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const workspace = fileURLToPath(new URL('..', import.meta.url));

/** The publishable packages of a workspace: `{ folder, name, version, entries: [{ subpath, source }] }`. */
export function publishablePackages(root = workspace) {
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packages', entry.name, 'package.json')))
    .map((entry) => {
      const folder = `packages/${entry.name}`;
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      // An entry with only the source condition (`./testing`) is the workspace's own, never published.
      const entries = Object.entries(manifest.exports ?? {})
        .filter(([, target]) => typeof target === 'object' && target.types && target['@adconsole/source'])
        .map(([subpath, target]) => ({ subpath, source: join(folder, target['@adconsole/source']) }))
        .sort((a, b) => a.subpath.localeCompare(b.subpath));
      return { folder, name: manifest.name, version: manifest.version, private: manifest.private, entries };
    })
    .filter((pkg) => !pkg.private)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Where a package's report lives, from the workspace's root. */
export const reportPath = (pkg) => `${pkg.folder}/${pkg.folder.split('/').pop()}.api.md`;

const typeFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** The declarations of an entry's exports, `{ name, symbol, text }`, sorted by name. */
function entryDeclarations(checker, sourceFile, root) {
  const module = checker.getSymbolAtLocation(sourceFile);
  if (!module) return [];
  const exported = new Set(checker.getExportsOfModule(module).map((symbol) => symbol.name));
  // A type the entry cannot name in its own scope is written `import("<path>").Name`: by its name when the
  // entry exports it (so moving a file inside the package changes no report), else with the path from the
  // root, never an absolute one.
  const portable = (text) =>
    text
      .replace(/import\("\.{1,2}(?:\/[^"]*)?"\)\.(\w+)/g, (whole, name) =>
        exported.has(name) ? name : whole,
      )
      .replaceAll(`import("${root}`, 'import("')
      .replaceAll('node_modules/', '');
  const typeText = (type, flags = 0) => portable(checker.typeToString(type, sourceFile, typeFlags | flags));
  const signatures = (name, type) =>
    checker
      .getSignaturesOfType(type, ts.SignatureKind.Call)
      .map((signature) => `export declare function ${name}${signatureText(signature)};`);
  const signatureText = (signature) => portable(checker.signatureToString(signature, sourceFile, typeFlags));
  const members = (type) =>
    checker
      .getPropertiesOfType(type)
      .filter((property) => {
        // A class's private members (`#name`, `private`, `protected`) are no consumer's to use.
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;
        return (
          !property.name.startsWith('#') &&
          !(declaration && ts.getCombinedModifierFlags(declaration) & hidden)
        );
      })
      .map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        const readonly =
          declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly
            ? 'readonly '
            : '';
        const propertyType = checker.getTypeOfSymbolAtLocation(property, sourceFile);
        const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name);
        return `  ${readonly}${key}${optional}: ${typeText(propertyType)};`;
      })
      .concat(
        checker
          .getIndexInfosOfType(type)
          .map((index) => `  [key: ${typeText(index.keyType)}]: ${typeText(index.type)};`),
        checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((s) => `  ${signatureText(s)};`),
      );
  const typeParameters = (declaration) =>
    declaration?.typeParameters?.length
      ? `<${declaration.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
      : '';

  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const name = exported.name;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const lines = [];
      const declarations = symbol.declarations ?? [];
      if (symbol.flags & ts.SymbolFlags.TypeAlias) {
        const declaration = declarations.find(ts.isTypeAliasDeclaration);
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        lines.push(
          `export type ${name}${typeParameters(declaration)} = ${typeText(type, ts.TypeFormatFlags.InTypeAlias)};`,
        );
      }
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
        const declaration = declarations.find(
          (d) => ts.isInterfaceDeclaration(d) || ts.isClassDeclaration(d),
        );
        const keyword = symbol.flags & ts.SymbolFlags.Class ? 'declare class' : 'interface';
        const constructors = checker
          .getSignaturesOfType(
            checker.getTypeOfSymbolAtLocation(symbol, sourceFile),
            ts.SignatureKind.Construct,
          )
          .filter(
            (signature) =>
              !(
                signature.declaration &&
                ts.getCombinedModifierFlags(signature.declaration) & ts.ModifierFlags.Private
              ),
          )
          .map((signature) => `  constructor${signatureText(signature).replace(/: [^:]*$/, '')};`);
        const body = [...constructors, ...members(checker.getDeclaredTypeOfSymbol(symbol))];
        lines.push(`export ${keyword} ${name}${typeParameters(declaration)} {\n${body.join('\n')}\n}`);
      }
      if (symbol.flags & ts.SymbolFlags.Enum) {
        const values = checker
          .getExportsOfModule(symbol)
          .map(
            (member) =>
              `  ${member.name} = ${JSON.stringify(checker.getConstantValue(member.valueDeclaration))},`,
          );
        lines.push(`export declare enum ${name} {\n${values.join('\n')}\n}`);
      } else if (symbol.flags & ts.SymbolFlags.Function) {
        lines.push(...signatures(name, checker.getTypeOfSymbolAtLocation(symbol, sourceFile)));
      } else if (symbol.flags & ts.SymbolFlags.Variable) {
        lines.push(
          `export declare const ${name}: ${typeText(checker.getTypeOfSymbolAtLocation(symbol, sourceFile))};`,
        );
      } else if (symbol.flags & ts.SymbolFlags.ValueModule) {
        const inner = checker.getExportsOfModule(symbol).map((member) => member.name);
        lines.push(`export declare namespace ${name} { /* ${inner.sort().join(', ')} */ }`);
      }
      if (!lines.length) throw new Error(`${name}: an export of a kind the API report cannot write yet`);
      return { name, symbol, text: lines.join('\n') };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Formats an entry's declarations as the repository's code is formatted, for a readable diff. */
async function formatted(code) {
  const options = await prettier.resolveConfig(join(workspace, 'package.json'));
  return prettier.format(code, { ...options, parser: 'typescript' });
}

/** The reports of the workspace's publishable packages as they are in the sources: report path → text. */
export async function currentReports(root = workspace) {
  const packages = publishablePackages(root);
  const base = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.base.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const sources = packages.flatMap((pkg) => pkg.entries.map((entry) => join(root, entry.source)));
  const program = ts.createProgram(sources, { ...base.options, noEmit: true });
  const checker = program.getTypeChecker();
  const reports = new Map();
  for (const pkg of packages) {
    const parts = [
      `# API report of ${pkg.name}`,
      '',
      'Written by `npm run api:update` from the sources; `npm run api:check` compares it with them',
      '(docs/architecture.md#api-reports). Do not edit it by hand.',
    ];
    const importPath = (entry) =>
      entry.subpath === '.' ? pkg.name : `${pkg.name}/${entry.subpath.slice(2)}`;
    const declared = pkg.entries.map((entry) => {
      const sourceFile = program.getSourceFile(join(root, entry.source));
      if (!sourceFile)
        throw new Error(`${pkg.name}: ${entry.source} (export "${entry.subpath}") does not exist`);
      return { entry, declarations: entryDeclarations(checker, sourceFile, root) };
    });
    // An export that another entry of the package also exports (the root re-exporting the contract) is
    // declared once, in the other entry, and named in a re-export here: the report stays half as long.
    const owner = new Map();
    for (const { entry, declarations } of [...declared].sort(
      (a, b) => (a.entry.subpath === '.') - (b.entry.subpath === '.'),
    )) {
      for (const { symbol } of declarations) if (!owner.has(symbol)) owner.set(symbol, entry);
    }
    for (const { entry, declarations } of declared) {
      const own = declarations.filter(({ symbol }) => owner.get(symbol) === entry).map(({ text }) => text);
      const reexports = pkg.entries
        .filter((other) => other !== entry)
        .map((other) => {
          const names = declarations
            .filter(({ symbol }) => owner.get(symbol) === other)
            .map(({ name }) => name);
          return names.length ? `export { ${names.join(', ')} } from '${importPath(other)}';` : '';
        })
        .filter(Boolean);
      const code = await formatted([...reexports, ...own].join('\n\n'));
      parts.push('', `## ${importPath(entry)}`, '', '```ts', code.trimEnd(), '```');
    }
    reports.set(reportPath(pkg), `${parts.join('\n')}\n`);
  }
  return reports;
}

/** The changed lines between two texts, `-` the old and `+` the new, with the `## entry` each is under. */
export function changedLines(before, after) {
  const old = before.split('\n');
  const now = after.split('\n');
  // A longest common subsequence over lines: the reports are a few thousand lines at most.
  const table = Array.from({ length: old.length + 1 }, () => new Uint32Array(now.length + 1));
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = now.length - 1; j >= 0; j--) {
      table[i][j] = old[i] === now[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const lines = [];
  let entry = '';
  let shownEntry = '';
  const push = (line) => {
    if (entry !== shownEntry) lines.push(`  in ${entry}:`);
    shownEntry = entry;
    lines.push(`    ${line}`);
  };
  let i = 0;
  let j = 0;
  while (i < old.length || j < now.length) {
    if (i < old.length && j < now.length && old[i] === now[j]) {
      if (now[j].startsWith('## ')) entry = now[j].slice(3);
      i++;
      j++;
    } else if (j < now.length && (i === old.length || table[i][j + 1] > table[i + 1][j])) {
      if (now[j].startsWith('## ')) entry = now[j].slice(3);
      push(`+ ${now[j++]}`);
    } else {
      push(`- ${old[i++]}`);
    }
  }
  return lines;
}

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A file's text at a commit, or undefined where it did not exist. */
function fileAt(root, commit, path) {
  try {
    return git(root, ['show', `${commit}:${path}`]);
  } catch {
    return undefined;
  }
}

/**
 * The commit that released a package's current version: the newest commit whose package.json has that version
 * while its parent's has another (or none). None when the version is not committed yet, i.e. is being
 * released in the working tree.
 */
export function releaseCommit(root, pkg) {
  const manifestPath = `${pkg.folder}/package.json`;
  const versionAt = (commit) => {
    const text = fileAt(root, commit, manifestPath);
    return text === undefined ? undefined : JSON.parse(text).version;
  };
  const commits = git(root, ['log', '--format=%H', '--', manifestPath]).split('\n').filter(Boolean);
  for (const commit of commits) {
    if (versionAt(commit) !== pkg.version) return undefined;
    if (versionAt(`${commit}^`) !== pkg.version) return commit;
  }
  return undefined;
}

/** The packages a pending changeset in `.changeset/` names, from their front matter. */
export function packagesWithChangesets(root = workspace) {
  const folder = join(root, '.changeset');
  const named = new Set();
  if (!existsSync(folder)) return named;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8'));
    for (const line of front?.[1].split('\n') ?? []) {
      const name = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (name) named.add(name[1]);
    }
  }
  return named;
}

/** The problems of a workspace's reports: a list of messages, empty when every promise is kept. */
export async function checkReports(root = workspace) {
  const problems = [];
  const current = await currentReports(root);
  const changesets = packagesWithChangesets(root);
  if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
    return [
      'the clone is shallow: the reports of the last releases are in its history (git fetch --unshallow)',
    ];
  }
  for (const pkg of publishablePackages(root)) {
    const path = reportPath(pkg);
    const report = current.get(path);
    const stored = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';
    if (stored !== report) {
      problems.push(
        [
          `${pkg.name}: its API differs from ${path}:`,
          ...changedLines(stored, report),
          `  If the change is meant, run \`npm run api:update\` and add a changeset naming ${pkg.name}` +
            ' (`npm run changeset`).',
        ].join('\n'),
      );
      // The message above already asks for a changeset; the release is compared once the report is updated.
      continue;
    }
    const commit = releaseCommit(root, pkg);
    // A version released before the reports existed has none: its first report is the baseline.
    const released = commit === undefined ? undefined : fileAt(root, commit, path);
    if (released !== undefined && released !== report && !changesets.has(pkg.name)) {
      problems.push(
        [
          `${pkg.name}: its API changed since ${pkg.version} (commit ${commit.slice(0, 10)}) and no changeset` +
            ' in .changeset/ names it:',
          ...changedLines(released, report),
          `  Add one with \`npm run changeset\` (pick ${pkg.name}; for 0.x a breaking change is a minor bump).`,
        ].join('\n'),
      );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--update')) {
    for (const [path, text] of await currentReports()) {
      const file = join(workspace, path);
      if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
      writeFileSync(file, text);
      console.log(`wrote ${relative(workspace, file)}`);
    }
  }
  const problems = await checkReports();
  for (const problem of problems) console.error(`✗ ${problem}\n`);
  if (problems.length) process.exit(1);
  console.log(
    `✓ the API reports of ${publishablePackages().length} packages match their sources and releases`,
  );
}
