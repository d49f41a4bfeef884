import * as contract from '@adconsole/api-client/contract';
import {
  endpoints,
  fullRouteSet,
  selfServicePermission,
  type Endpoint,
  type RouteItem,
} from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';

/**
 * The map of permissions (docs/requirements.md#users-roles-and-permissions): every call with the permission
 * its contract declaration names, and every console control that makes a write, read from the sources so that
 * neither can change unseen. A control is guarded by `useCanCall(endpoint)` or `<CanCall endpoint={…}>`.
 */

const raw = (files: Record<string, unknown>) =>
  Object.entries(files).map(([path, text]) => ({ path, text: text as string }));
const consoleFiles = raw(
  import.meta.glob(
    [
      '../pages/**/*.{ts,tsx}',
      '../administration/**/*.{ts,tsx}',
      '../layout/**/*.{ts,tsx}',
      // The report's actions beside the page's own; the bulk edit and negatives dialogs below them open only
      // from a selection, which report-selection.tsx offers only to a role with the edit permission.
      '../report-actions/*.{ts,tsx}',
      '!**/*.test.*',
      '!**/*.stories.*',
    ],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
);
const hookFiles = raw(
  import.meta.glob(['../../../../packages/api-client/src/react/*.ts', '!**/*.test.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'transfer' in value;

/** The calls a contract value holds: an endpoint, a table of them (to two levels), or what a lookup answers. */
function endpointsIn(value: unknown, depth = 0): Endpoint[] {
  if (isEndpoint(value)) return [value];
  if (typeof value === 'function') {
    const samples = [['search'], ['feed'], ['search', 'account'], ['feed', 'account']];
    return samples.flatMap((args) => {
      try {
        return endpointsIn((value as (...a: string[]) => unknown)(...args), depth);
      } catch {
        return [];
      }
    });
  }
  if (typeof value === 'object' && value !== null && depth < 2)
    return Object.values(value).flatMap((item) => endpointsIn(item, depth + 1));
  return [];
}

const contractExports = contract as Record<string, unknown>;

/** The calls a piece of source names: `table.call`, a contract table or lookup by name. */
function callsNamedIn(source: string): Endpoint[] {
  const found: Endpoint[] = [];
  for (const [, name, property] of source.matchAll(/\b([A-Za-z]\w*)\b(?:\.(\w+))?/g)) {
    const value = contractExports[name!];
    if (value === undefined || value === contract) continue;
    const picked =
      property && typeof value === 'object' && value !== null ? (value as never)[property] : value;
    found.push(...endpointsIn(picked ?? value));
  }
  return [...new Set(found)];
}

/** Every write each mutation hook of `@adconsole/api-client/react` makes, through the helpers it uses. */
function writesOfHooks(): Map<string, Endpoint[]> {
  const declarations = new Map<string, string>();
  for (const { text } of hookFiles) {
    const parts = text.split(/^(?=(?:export )?(?:async )?(?:function|const) )/m);
    for (const part of parts) {
      const name = /^(?:export )?(?:async )?(?:function|const) (\w+)/.exec(part)?.[1];
      if (name) declarations.set(name, part);
    }
  }
  const uses = (body: string) => [...declarations.keys()].filter((n) => new RegExp(`\\b${n}\\b`).test(body));
  const closure = (name: string, seen = new Set<string>()): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    return [name, ...uses(declarations.get(name)!).flatMap((used) => closure(used, seen))];
  };
  const writes = new Map<string, Endpoint[]>();
  for (const name of declarations.keys()) {
    const reached = closure(name).map((n) => declarations.get(n)!);
    if (!reached.some((body) => body.includes('useMutation('))) continue;
    const called = reached.flatMap(callsNamedIn).filter((endpoint) => endpoint.write);
    if (called.length > 0) writes.set(name, [...new Set(called)]);
  }
  return writes;
}

const folderOf = (path: string) => path.replace(/^\.\.\//, '').replace(/\/[^/]+$/, '');

const registryText = raw(
  import.meta.glob('../page-loading/route-registry.ts', { query: '?raw', import: 'default', eager: true }),
)[0]!.text;

/**
 * The permission each page folder's own route needs: the route guard keeps the page, and every control on it,
 * from a role without it (docs/requirements.md#users-roles-and-permissions). Read from the route set and the
 * registry's lazy imports.
 */
function routePermissionOfFolders(): Map<string, string> {
  const folderOfPage = new Map(
    [...registryText.matchAll(/const (\w+) = page\(\s*\(\) =>[^;]*?import\('\.\.\/(pages\/[\w-]+)\//g)].map(
      ([, name, folder]) => [name!, folder!],
    ),
  );
  const folderOfComponent = new Map(
    [...registryText.matchAll(/^\s+(\w+): (\w+),$/gm)].flatMap(([, component, name]) =>
      folderOfPage.has(name!) ? [[component!, folderOfPage.get(name!)!] as const] : [],
    ),
  );
  const permissions = new Map<string, string>();
  const walk = (items: readonly RouteItem[]) => {
    for (const item of items) {
      const folder = item.component && folderOfComponent.get(item.component);
      if (folder && item.meta?.permission) permissions.set(folder, item.meta.permission);
      walk(item.children ?? []);
    }
  };
  walk(fullRouteSet());
  return permissions;
}

/** The expressions that guard a control: `useCanCall(…)`, `<CanCall endpoint={…}>` and the calls handed down. */
function guardsIn(text: string): string[] {
  const expressions = [
    ...text.matchAll(/useCanCall\(([^()]*(?:\([^()]*\))?)\)/g),
    ...text.matchAll(/<CanCall endpoint=\{([^{}]*)\}/g),
  ].map((match) => match[1]!);
  const handedDown = [...text.matchAll(/calls=\{\{([^{}]*)\}\}/g)].flatMap((match) =>
    [...match[1]!.matchAll(/endpoints\.\w+/g)].map((name) => name[0]),
  );
  return [...expressions, ...handedDown].filter((expression) => !expression.startsWith('calls.'));
}

describe('the permission of every call', () => {
  const catalogueCall = /^\/(seachReport|infoReport)\//;
  const declared = Object.entries(endpoints).map(([name, endpoint]) => ({ name, endpoint }));

  it('names the permission each call declares', () => {
    expect(
      Object.fromEntries(
        declared
          .filter(({ endpoint }) => !catalogueCall.test(endpoint.path.slice(contract.apiPrefix.length)))
          .map(({ name, endpoint }) => [name, endpoint.permission ?? '']),
      ),
    ).toEqual({
      getUserInfo: '',
      getRouters: '',
      changePassword: 'user:self:edit',
      setLanguage: 'user:self:edit',
      setEmail: 'user:self:edit',
      confirmEmail: 'user:self:edit',
      captcha: '',
      login: '',
      logout: 'user:self:edit',
      accountList: '',
      accountSummary: 'report:list',
      follow: 'user:self:edit',
      messageList: '',
      messageRead: 'user:self:edit',
      messageDetail: '',
      addPopupCount: 'user:self:edit',
      unreadCount: '',
      newestMessage: '',
      noticeList: 'system:message:publish',
      noticeSave: 'system:message:publish',
      noticeWithdraw: 'system:message:publish',
      noticeRecipients: 'system:message:publish',
      download: '',
      downloadList: '',
      deleteDownload: 'user:self:edit',
      deleteReportView: 'user:self:edit',
      weeklyOverviewSearch: 'report:list',
      weeklyOverviewFeed: 'report:list',
      weeklyDevices: 'report:list',
      weeklyRegion: 'report:list',
      weeklyKeywords: 'report:list',
      weeklyDirection: 'report:list',
      weeklyHour: 'report:list',
      segmentUploadImage: 'draft:edit',
      segmentUploadImages: 'draft:edit',
      imgUpload: 'draft:edit',
      materialUploadImage: 'draft:edit',
      materialUploadImages: 'draft:edit',
      baiduImageList: '',
      toBaiduByIds: 'draft:edit',
      reportPartsList: '',
      reportView: 'report:list',
      reportViews: 'report:list',
      reportFieldsList: '',
      customReportFields: '',
      saveCustomReportFields: 'user:self:edit',
      saveReportView: 'user:self:edit',
      resetCustomReportFields: 'user:self:edit',
      calculatedColumnList: 'report:list',
      calculatedColumnSave: 'user:self:edit',
      calculatedColumnDelete: 'user:self:edit',
      draftList: '',
      draftDetail: '',
      draftSave: 'draft:edit',
      draftCopy: 'draft:edit',
      draftDelete: 'draft:edit',
      draftConfirm: 'draft:edit',
      draftUpload: 'draft:upload',
      draftReportList: '',
      draftReportDetail: '',
      channelList: 'report:list',
      channelSave: 'report:list',
      channelDelete: 'report:list',
      channelTest: 'report:list',
      mailStatus: 'report:list',
      alertRuleList: 'report:list',
      alertRuleSave: 'report:list',
      alertRuleDelete: 'report:list',
      alertRuleCheck: 'report:list',
      alertEventList: 'report:list',
      reportScheduleList: 'report:list',
      reportScheduleSave: 'user:self:edit',
      reportScheduleDelete: 'user:self:edit',
      reportScheduleSendNow: 'user:self:edit',
      reportScheduleHistory: 'report:list',
      draftCampaignList: '',
      draftCampaignSave: 'draft:edit',
      draftCampaignDelete: 'draft:edit',
      draftCampaignBatchDelete: 'draft:edit',
      draftUnitList: '',
      draftUnitSave: 'draft:edit',
      draftUnitDelete: 'draft:edit',
      draftUnitBatchDelete: 'draft:edit',
      draftKeywordList: '',
      draftKeywordSave: 'draft:edit',
      draftKeywordDelete: 'draft:edit',
      draftKeywordBatchDelete: 'draft:edit',
      draftCreativeList: '',
      draftCreativeSave: 'draft:edit',
      draftCreativeDelete: 'draft:edit',
      draftCreativeBatchDelete: 'draft:edit',
      keywordImport: 'draft:edit',
      creativeImport: 'draft:edit',
      userList: 'system:user:list',
      userSave: 'system:user:edit',
      userFreeze: 'system:user:edit',
      userUnfreeze: 'system:user:edit',
      userUnlock: 'system:user:edit',
      userResetPassword: 'system:user:edit',
      roleList: 'system:role:list',
      roleSave: 'system:role:edit',
      roleDelete: 'system:role:edit',
      customerList: 'system:customer:list',
      customerSave: 'system:customer:edit',
      customerDelete: 'system:customer:edit',
      companyList: 'system:customer:list',
      companySave: 'system:customer:edit',
      companyDelete: 'system:customer:edit',
      providerAccountList: 'system:providerAccount:list',
      providerAccountSave: 'system:providerAccount:edit',
      providerAccountTest: 'system:providerAccount:edit',
      providerAccountSync: 'system:providerAccount:edit',
      providerAccountDelete: 'system:providerAccount:edit',
      costReportList: 'system:cost:list',
      costReportCreateExport: 'system:cost:export',
      auditList: 'system:audit:list',
      negativeWordList: 'ad:edit',
      negativeWordAdd: 'ad:edit',
      bulkEditPreview: 'ad:edit',
      bulkEditApply: 'ad:edit',
      bulkEditUndo: 'ad:edit',
      bulkEditList: 'ad:edit',
      changeHistoryList: 'report:list',
      changeHistoryDays: 'report:list',
      changeHistoryExport: 'report:export',
    });
  });

  it('asks report:list of every catalogue list and report:export of every export', () => {
    const catalogue = declared.filter(({ endpoint }) =>
      catalogueCall.test(endpoint.path.slice(contract.apiPrefix.length)),
    );
    const lists = catalogue.filter(({ endpoint }) => endpoint.path.endsWith('/list'));
    const exports = catalogue.filter(({ endpoint }) => endpoint.path.endsWith('/createExport'));
    expect([lists.length, exports.length, catalogue.length]).toEqual([20, 22, 42]);
    expect(new Set(lists.map(({ endpoint }) => endpoint.permission))).toEqual(new Set(['report:list']));
    expect(new Set(exports.map(({ endpoint }) => `${endpoint.permission} ${endpoint.write}`))).toEqual(
      new Set(['report:export true']),
    );
  });
});

describe('the controls that make a call', () => {
  it('lists every guard of the console with the call it names', () => {
    const guards = Object.fromEntries(
      consoleFiles
        .map(({ path, text }) => [path.replace(/^\.\.\//, ''), guardsIn(text)] as const)
        .filter(([, found]) => found.length > 0),
    );
    expect(guards).toEqual({
      'layout/search-top-bar.tsx': ['overviewExportEndpoint(channel)'],
      'pages/draft-box/draft-box-page.tsx': [
        'endpoints.draftCopy',
        'endpoints.draftDelete',
        'endpoints.draftSave',
      ],
      'pages/draft-editor/copy-draft-view.tsx': ['endpoints.draftCopy'],
      'pages/draft-editor/draft-edit-view.tsx': ['endpoints.draftSave'],
      'pages/draft-editor/new-draft-view.tsx': ['endpoints.draftSave'],
      'pages/draft-editor/preview-step.tsx': ['endpoints.draftUpload'],
      'pages/message-publish/message-publish-page.tsx': [
        'endpoints.noticeSave',
        'endpoints.noticeWithdraw',
        'endpoints.noticeSave',
      ],
      'pages/change-history/change-history-page.tsx': [
        'adChangeEndpoints.bulkEditUndo',
        'adChangeEndpoints.changeHistoryExport',
      ],
      'pages/company-list/company-list-page.tsx': ['endpoints.companySave', 'endpoints.companyDelete'],
      'pages/cost-report/cost-report-page.tsx': ['endpoints.costReportCreateExport'],
      'pages/customer-list/customer-list-page.tsx': ['endpoints.customerSave', 'endpoints.customerDelete'],
      'pages/provider-account/provider-account-actions.tsx': [
        'endpoints.providerAccountTest',
        'endpoints.providerAccountSync',
      ],
      'pages/provider-account/provider-account-page.tsx': [
        'endpoints.providerAccountSave',
        'endpoints.providerAccountDelete',
      ],
      'pages/picture-library/picture-library-page.tsx': [
        'endpoints.materialUploadImages',
        'endpoints.toBaiduByIds',
      ],
      'pages/platform-accounts/platform-accounts-page.tsx': [
        'endpoints.userSave',
        'endpoints.userFreeze',
        'endpoints.userUnfreeze',
        'endpoints.userUnlock',
        'endpoints.userResetPassword',
      ],
      'report-actions/export-button.tsx': ['reportExportEndpoint(report.channel, report.section)'],
      'pages/roles/roles-page.tsx': ['endpoints.roleSave', 'endpoints.roleDelete'],
    });
  });

  it('guards every write a page makes with the permission the call declares', () => {
    const hooks = writesOfHooks();
    const byRoute = routePermissionOfFolders();
    expect(byRoute.get('pages/alerts')).toBe('report:list');
    const byFolder = new Map<string, { writes: Endpoint[]; guarded: Set<string> }>();
    for (const { path, text } of consoleFiles) {
      const routeGuard = byRoute.get(folderOf(path));
      const folder = byFolder.get(folderOf(path)) ?? {
        writes: [],
        guarded: new Set<string>(routeGuard ? [routeGuard] : []),
      };
      byFolder.set(folderOf(path), folder);
      for (const [hook, writes] of hooks)
        if (new RegExp(`\\b${hook}\\(`).test(text)) folder.writes.push(...writes);
      for (const guard of guardsIn(text))
        for (const endpoint of callsNamedIn(guard))
          if (endpoint.permission) folder.guarded.add(endpoint.permission);
    }
    // Self-service writes are every role's (docs/hardening.md#permission-enforcement): nothing to hide.
    const unguarded = [...byFolder].flatMap(([folder, { writes, guarded }]) =>
      writes
        .filter(
          (endpoint) => endpoint.permission !== selfServicePermission && !guarded.has(endpoint.permission!),
        )
        .map((endpoint) => `${folder}: ${endpoint.path}`),
    );
    expect(unguarded).toEqual([]);
    // The scan finds the writes it is meant to: a page's export, an administration save, a draft upload.
    const writesOf = (folder: string) => byFolder.get(folder)!.writes.map((endpoint) => endpoint.path);
    expect(writesOf('pages/provider-account')).toContain(endpoints.providerAccountSync.path);
    expect(writesOf('pages/draft-editor')).toContain(endpoints.draftUpload.path);
    expect(writesOf('report-actions')).toContain(endpoints.searchAccountExport.path);
  });
});
