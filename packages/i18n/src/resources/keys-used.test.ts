import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resources } from './index';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The keys the sources build from a prefix and a value (a template literal such as `reports.column.${key}`),
 * and where each is built. A key under a prefix counts as used when the rest of it is a literal of the
 * sources: the data key, code or helper argument it is built from (`text('status.active')`).
 */
const dynamicPrefixes = [
  // i18n resources/index.ts: errorMessage(code), the error catalogue by response code (api-client codes.ts).
  'errors.',
  // server reports/report-rows.ts: the words of provider codes, text('status.active') and the like.
  'reports.',
  // server exports/export-routes.ts (the overview export's title) and console pages/report/report-page.tsx.
  'reports.channel.',
  // api-client contract/reports/fields.ts columnTitleKey(dataKey); console report-chart-panel.tsx metrics.
  'reports.column.',
  // server reports/field-routes.ts: the custom-field parts.
  'reports.part.',
  // api-client contract/reports/catalogue.ts and contract/route-set.ts: a report's section in its title.
  'reports.section.',
  // api-client contract/reports/title-infos.ts: a column's unit.
  'reports.unitDesc.',
  // console pages/report/report-chart-panel.tsx: the chart of the report's kind.
  'reportPage.chart.',
  'reportPage.notice.parts.',
  'dateRange.comparison.',
  // report-table core/quality.ts: the quality levels.
  'reportTable.quality.',
  // api-client contract/validation.ts: the validation messages by issue.
  'validation.',
  // date-range picker/range-panel.tsx (month steps, shortcuts) and picker/date-range-picker.tsx (placeholders).
  'dateRange.',
  'dateRange.placeholder.',
  'dateRange.shortcut.',
  // ui toast/toaster.tsx: a toast's kind for screen readers.
  'ui.toast.',
  // console layout/navbar/size-menu.tsx: the global sizes.
  'layout.size.',
  // console layout/navbar/settings-drawer.tsx: the light / dark / system theme choices.
  'settings.appearances.',
  // console pages/message-list/message-list-page.tsx: the read-state filter.
  'messages.',
  // console pages/message-publish: a notice's status and audience.
  'notices.status.',
  'notices.audienceOption.',
  // server drafts/import/import-kinds.ts and console pages/draft-editor/item-import.tsx: a template's column.
  'drafts.field.',
  // console pages/provider-account/provider-account-dialog.tsx and -page.tsx: a provider account's provider, its
  // sign-in and the credential fields (from the contract's provider names and credential keys).
  'administration.providerName.',
  'administration.signInWith.',
  'administration.credential.',
  'administration.credentialHelp.',
  // console pages/provider-account/provider-account-page.tsx: each report's sync state (contract providerReports).
  'administration.providerReport.',
  // console pages/download-center/download-center-page.tsx: an export's status.
  'downloadCenter.statusText.',
  // console notifications/ and pages/{alerts,report-schedules,notification-channels}: the contract's kinds,
  // metrics, comparisons, states, frequencies, weekdays and run statuses.
  'notifications.alerts.kinds.',
  'notifications.alerts.kindHints.',
  'notifications.alerts.metrics.',
  'notifications.alerts.comparisons.',
  'notifications.alerts.threshold.',
  'notifications.alerts.thresholdHints.',
  'notifications.alerts.metricWords.',
  'notifications.alerts.comparisonWords.',
  'notifications.alerts.stateNames.',
  'notifications.channels.kinds.',
  'notifications.schedules.frequencies.',
  'notifications.schedules.weekdays.',
  'notifications.schedules.statuses.',
  // console pages/change-history and change-markers/: a change's kind and level (the contract's);
  // server change-history/change-history-xlsx.ts: the export's headers and words.
  'changeHistory.',
  'changeHistory.kindName.',
  'changeHistory.levelName.',
  // console calculated-columns/ and pages/calculated-columns: a metric's format and which way is better (the contract's).
  'calculatedColumns.formats.',
  'calculatedColumns.betters.',
  // server ad-changes/change-values.ts: why a row of a change job did not change (EditRefusalKey and its own);
  // server change-history/change-history-query.ts: a change's field; console report-actions/: paused / enabled.
  'adChanges.refusal.',
  'adChanges.field.',
  'adChanges.value.',
];

function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

/** Every source file of the apps and packages, less tests, stories and the texts themselves. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'sections' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literals of the sources (strings and numbers) and the prefixes their template literals build keys with. */
function scanSources() {
  const sections = Object.keys(resources.en);
  const literals = new Set<string>();
  const built = new Map<string, string>();
  const folders = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(join(root, parent)).map((name) => join(root, parent, name, 'src')),
  );
  for (const file of folders.flatMap((folder) => sourceFiles(folder))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) {
        literals.add(node.text);
      } else if (ts.isTemplateExpression(node)) {
        const head = node.head.text;
        if (head.includes('.') && sections.includes(head.split('.')[0]!)) {
          built.set(head, relative(root, file));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, built };
}

describe('the en resources', () => {
  const { literals, built } = scanSources();

  it('are built dynamically only from the declared prefixes', () => {
    expect([...built].filter(([prefix]) => !dynamicPrefixes.includes(prefix))).toEqual([]);
    expect(dynamicPrefixes.filter((prefix) => !built.has(prefix))).toEqual([]);
  });

  it('are each referenced by a source file', () => {
    const used = (key: string) =>
      literals.has(key) ||
      dynamicPrefixes.some((prefix) => key.startsWith(prefix) && literals.has(key.slice(prefix.length)));
    expect(keysOf(resources.en).filter((key) => !used(key))).toEqual([]);
  });
});
