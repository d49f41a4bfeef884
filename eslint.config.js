import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { consoleImports } from './tools/eslint/console-imports.js';
import { serverFolders } from './tools/eslint/server-folders.js';

/** Import sources that mean React or a UI layer. */
const react = '^(react|react-dom|radix-ui|@tanstack/react-[a-z-]+)(/.*)?$';
const uiPackages = '^@adconsole/(ui|report-table|date-range|draft-editor)(/.*)?$';
const apps = '^@adconsole/(console|server)(/.*)?$|/apps/';
/** The framework-free packages of rules, each a package of its own (docs/decisions.md#a-pure-core-is-a-package-of-its-own). */
const rulePackages = '[a-z-]+-rules';
/** Anything of ours but a pure core: a rule package, the contract or the texts (`…/contract`, `…/resources`). */
const notPureCore = `^@adconsole/(?!${rulePackages}$)[^/]+(/(?!(contract|resources)$).*)?$`;

/**
 * Dependency direction (docs/architecture.md#dependency-direction), as import restrictions per folder. Flat
 * config lets the last matching `no-restricted-imports` win, so every folder lists all that it may not import
 * and the folders do not overlap (`ignores` carves the pure cores out of their packages).
 */
const pureCores = [
  'packages/api-client/src/contract/**',
  'packages/*-rules/**',
  'packages/i18n/src/resources/**',
];
const boundaries = [
  {
    name: 'a pure core imports no React, no UI and only other pure cores',
    files: pureCores,
    forbid: [react, notPureCore, apps],
  },
  {
    name: 'api-client imports no UI, and React only in its React entry',
    files: ['packages/api-client/**'],
    except: ['packages/api-client/src/react/**'],
    forbid: [react, uiPackages, '^@adconsole/i18n$', apps],
  },
  {
    name: 'api-client imports no UI',
    files: ['packages/api-client/src/react/**'],
    forbid: ['^(react-dom|radix-ui)(/.*)?$', uiPackages, '^@adconsole/i18n$', apps],
  },
  {
    name: 'ui and i18n are the bottom layer',
    files: ['packages/ui/**', 'packages/i18n/**'],
    forbid: ['^@adconsole/(report-table|date-range|draft-editor|api-client)(/.*)?$', apps],
  },
  {
    name: 'report-table, date-range and draft-editor stand beside each other, below the apps; of the api-client only its contract',
    files: ['packages/report-table/**', 'packages/date-range/**', 'packages/draft-editor/**'],
    forbid: [
      '^@adconsole/(report-table|date-range|draft-editor)(/.*)?$',
      '^@adconsole/api-client(?!/contract$)(/.*)?$',
      apps,
    ],
  },
  { name: 'the server imports only pure cores', files: ['apps/server/**'], forbid: [react, notPureCore] },
  {
    name: 'the console reaches server state through @adconsole/api-client/react; session/services.ts creates its QueryClient',
    files: ['apps/console/src/**'],
    except: ['apps/console/src/session/services.ts'],
    forbid: ['^@tanstack/react-query(/.*)?$'],
  },
  { name: 'the session’s services', files: ['apps/console/src/session/services.ts'], forbid: [] },
];

/**
 * Test helpers (a `testing/` folder, or a package's `…/testing` entry) serve tests and stories only: no
 * production file imports them (docs/architecture.md#testing). Every boundary forbids them besides its own.
 */
const testCode = '(^|/)testing(/|$)';

/**
 * Every `eslint-disable` comment gives its reason after ` -- ` (CONTRIBUTING.md#house-rules): a silenced rule
 * with no reason cannot be judged later. ESLint's own options only report directives that silence nothing.
 */
const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { reason: 'Say why after ` -- `: `{{directive}} -- reason`.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = /^\s*(eslint-disable(?:-next-line|-line)?)\b/.exec(comment.value)?.[1];
          if (directive && !/\s--\s*\S/.test(comment.value)) {
            context.report({ loc: comment.loc, messageId: 'reason', data: { directive } });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      'data/**',
      '**/storybook-static/**',
      'e2e/test-results/**',
      'packages/report-table/bench/.harness/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { comments: { rules: { 'disable-needs-reason': disableNeedsReason } } },
    rules: {
      'comments/disable-needs-reason': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['apps/console/**'],
    plugins: { adconsole: { rules: { 'console-imports': consoleImports } } },
    rules: { 'adconsole/console-imports': 'error' },
  },
  {
    files: ['apps/server/src/**'],
    plugins: { 'adconsole-server': { rules: { 'server-folders': serverFolders } } },
    rules: {
      'adconsole-server/server-folders': 'error',
      // A feature adds its tables to the store's types with `interface EntityDatabase extends …{}`
      // (docs/architecture.md#entity-store).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  ...boundaries.map(({ name, files, except = [], forbid }) => ({
    name: `boundaries: ${name}`,
    files,
    ignores: [
      ...(files === pureCores ? [] : pureCores),
      ...except,
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      // A package's Storybook pages and their examples, written as an app using the package writes them.
      'packages/*/src/stories/**',
      '**/testing/**',
      '**/bench/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid.map((regex) => ({
              regex,
              message: `Dependency direction: ${name} (docs/architecture.md#dependency-direction).`,
            })),
            {
              regex: testCode,
              message: 'Test helpers are for tests and stories (docs/architecture.md#testing).',
            },
          ],
        },
      ],
    },
  })),
);
