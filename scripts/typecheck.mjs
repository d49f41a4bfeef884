// `npm run typecheck` and the test run's typecheck (docs/testing.md#typecheck): every project's TypeScript
// checked once. A project's own check (`nx run <project>:typecheck`, `tsc -p <project>/tsconfig.json`) also
// checks, again, the sources of every workspace package it imports (they resolve to their sources), so the
// projects' checks together read the kit's files up to eight times. Projects whose compiler options are the
// same check each file alike whichever program reads it, so here they make one program: the browser packages,
// the console and the Storybook configuration one; the rule packages one; the server and the e2e suite each
// their own. The programs run two at a time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the programs' configurations are written: inside the workspace, so `types` resolve from its packages. */
const programsDir = join(root, 'node_modules', '.cache', 'adconsole-typecheck');

/** The folders holding a project's tsconfig.json: the workspaces (package.json) and the Storybook's. */
function projectFolders() {
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return [...folders, '.storybook'].filter((folder) => existsSync(join(root, folder, 'tsconfig.json')));
}

/**
 * The programs: projects grouped by their compiler options (each extends the base), with their `include` and
 * `exclude` written from the workspace's root.
 */
function typecheckPrograms() {
  const programs = new Map();
  for (const folder of projectFolders()) {
    const config = JSON.parse(readFileSync(join(root, folder, 'tsconfig.json'), 'utf8'));
    if (config.extends !== `${relative(join(root, folder), root)}/tsconfig.base.json`) {
      throw new Error(`${folder}/tsconfig.json does not extend the base: typecheck.mjs cannot group it`);
    }
    const options = JSON.stringify(config.compilerOptions ?? {});
    const program = programs.get(options) ?? { compilerOptions: config.compilerOptions ?? {}, folders: [] };
    program.folders.push({ folder, include: config.include ?? [], exclude: config.exclude ?? [] });
    programs.set(options, program);
  }
  return [...programs.values()];
}

/** Writes a program's configuration and answers its path. */
function writeProgram(program, index) {
  const fromProgram = relative(programsDir, root);
  const paths = (key) =>
    program.folders.flatMap((project) =>
      project[key].map((entry) => `${fromProgram}/${project.folder}/${entry}`),
    );
  const file = join(programsDir, `program-${index}.json`);
  const config = {
    extends: `${fromProgram}/tsconfig.base.json`,
    compilerOptions: program.compilerOptions,
    include: paths('include'),
    exclude: paths('exclude'),
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

function check(program, index) {
  const file = writeProgram(program, index);
  const names = program.folders.map((project) => project.folder).join(', ');
  return new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '-p', file, '--noEmit', '--pretty'], { cwd: root, stdio: 'pipe' });
    const output = [];
    tsc.stdout.on('data', (chunk) => output.push(chunk));
    tsc.stderr.on('data', (chunk) => output.push(chunk));
    tsc.on('close', (code) => {
      if (code === 0) console.log(`✓ ${names}`);
      else console.error(`✗ ${names}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

mkdirSync(programsDir, { recursive: true });
// Largest first (by the number of projects), so the two at a time end close together.
const programs = typecheckPrograms()
  .map((program, index) => ({ program, index }))
  .sort((a, b) => b.program.folders.length - a.program.folders.length);
const results = [];
const next = async () => {
  for (let item = programs.shift(); item; item = programs.shift()) {
    results.push(await check(item.program, item.index));
  }
};
await Promise.all([next(), next()]);
if (!results.every(Boolean)) process.exit(1);
