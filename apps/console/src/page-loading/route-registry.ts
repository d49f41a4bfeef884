import { catalogueReportByPath } from '@adconsole/api-client/contract';
import { withTexts, type TextGroup } from '@adconsole/i18n';
import { lazy, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';
import type { PageProps } from '../route-info/page-props';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * One page of a page module, loaded when it first renders: the shell reaches pages only this way
 * (docs/architecture.md#layers-and-packages), so each page's code loads when it is opened, with the group of
 * texts it needs beyond the console's (docs/architecture.md#texts-by-language-and-group).
 */
const page = <P extends object, K extends string>(
  load: () => Promise<Record<K, FunctionComponent<P>>>,
  name: K,
  texts?: TextGroup,
): LazyExoticComponent<FunctionComponent<P>> =>
  lazy(async () => {
    const module = await (texts ? withTexts(texts, load) : load());
    return { default: module[name] };
  });

const home = page(() => import('../pages/home/home-page'), 'HomePage');
const loadReportPage = () => import('../pages/report/report-page');
const report = page(loadReportPage, 'ReportPage');

/**
 * Starts fetching the page a console opened at `pathname` will show, when the catalogue knows it as a report
 * page: its chunks load beside the user's details and route list, which the route waits for, instead of after
 * them (docs/testing.md#report-navigation-bench). The page's lazy load then finds the module loaded.
 */
export function preloadPageAt(pathname: string) {
  if (catalogueReportByPath(pathname)) void loadReportPage().catch(() => {});
}
const downloadCenter = page(
  () => import('../pages/download-center/download-center-page'),
  'DownloadCenterPage',
);
const messageList = page(() => import('../pages/message-list/message-list-page'), 'MessageListPage');
const messageDetails = page(
  () => import('../pages/message-details/message-details-page'),
  'MessageDetailsPage',
);
const messagePublish = page(
  () => import('../pages/message-publish/message-publish-page'),
  'MessagePublishPage',
);
const draftBox = page(() => import('../pages/draft-box/draft-box-page'), 'DraftBoxPage', 'drafts');
const draftEditor = page(
  () => import('../pages/draft-editor/draft-editor-page'),
  'DraftEditorPage',
  'drafts',
);
const pictureLibrary = page(
  () => import('../pages/picture-library/picture-library-page'),
  'PictureLibraryPage',
  'drafts',
);
const customerList = page(() => import('../pages/customer-list/customer-list-page'), 'CustomerListPage');
const companyList = page(() => import('../pages/company-list/company-list-page'), 'CompanyListPage');
const providerAccounts = page(
  () => import('../pages/provider-account/provider-account-page'),
  'ProviderAccountPage',
);
const costReport = page(() => import('../pages/cost-report/cost-report-page'), 'CostReportPage');
const platformAccounts = page(
  () => import('../pages/platform-accounts/platform-accounts-page'),
  'PlatformAccountsPage',
);
const rolePermission = page(() => import('../pages/roles/roles-page'), 'RolesPage');
const pagePermission = page(
  () => import('../pages/page-permission/page-permission-page'),
  'PagePermissionPage',
);
const directivePermission = page(
  () => import('../pages/directive-permission/directive-permission-page'),
  'DirectivePermissionPage',
);
const changePassword = page(() => import('../pages/settings/change-password-page'), 'ChangePasswordPage');
const languageSet = page(() => import('../pages/settings/language-set-page'), 'LanguageSetPage');
const emailSet = page(() => import('../pages/settings/email-set-page'), 'EmailSetPage');
const customField = page(() => import('../pages/settings/custom-field-page'), 'CustomFieldPage');
// The list of one's own records is the notifications' (OwnList), with its words.
const calculatedColumns = page(
  () => withTexts('notifications', () => import('../pages/calculated-columns/calculated-columns-page')),
  'CalculatedColumnsPage',
  'calculatedColumns',
);
const auditLog = page(() => import('../pages/audit-log/audit-log-page'), 'AuditLogPage');
const alertRules = page(() => import('../pages/alerts/alerts-page'), 'AlertsPage', 'notifications');
const reportSchedules = page(
  () => import('../pages/report-schedules/report-schedules-page'),
  'ReportSchedulesPage',
  'notifications',
);
const notificationChannels = page(
  () => import('../pages/notification-channels/notification-channels-page'),
  'NotificationChannelsPage',
  'notifications',
);
const reportCenterSummary = page(
  () => import('../pages/report-centre/summary-page'),
  'ReportCenterSummaryPage',
);

/**
 * The server's route list names pages by component key; this maps each key to a lazily loaded page, so a
 * page's code loads only when it is opened. A route naming a key that is not here is left out.
 */
export const pageRegistry: Record<string, LazyPage> = {
  Home: home,
  ReportPage: report,
  DownloadCenter: downloadCenter,
  MessageList: messageList,
  MessageDetails: messageDetails,
  MessagePublish: messagePublish,
  DraftBox: draftBox,
  DraftEditor: draftEditor,
  PictureLibrary: pictureLibrary,
  ReportCenterSummary: reportCenterSummary,
  // The centre's weekly pages are report pages picked for one week (docs/requirements.md#report-centre).
  ReportCenterWeekly: report,
  ReportCenterReport: report,
  CustomerList: customerList,
  CompanyList: companyList,
  // Both lists of provider accounts are one page (docs/requirements.md#administration).
  AccountList: providerAccounts,
  ProviderAccounts: providerAccounts,
  CostReport: costReport,
  PlatformAccounts: platformAccounts,
  RolePermission: rolePermission,
  PagePermission: pagePermission,
  DirectivePermission: directivePermission,
  ChangePassword: changePassword,
  LanguageSet: languageSet,
  EmailSet: emailSet,
  CustomField: customField,
  CalculatedColumns: calculatedColumns,
  AuditLog: auditLog,
  AlertRules: alertRules,
  ReportSchedules: reportSchedules,
  NotificationChannels: notificationChannels,
  AdReport: page(() => import('../pages/ad-report/ad-report-page'), 'AdReportPage', 'drafts'),
  ChangeHistory: page(
    () => import('../pages/change-history/change-history-page'),
    'ChangeHistoryPage',
    'adChanges',
  ),
};

/**
 * Pages whose query names what they show (a message, a draft): each such query is a tab of its own. Every
 * other page's query is its view (a report's range, sort and page), which its one tab follows
 * (docs/requirements.md#layout-and-navigation).
 */
export const entityQueryPages: ReadonlySet<string> = new Set(['MessageDetails', 'DraftEditor']);

/** The pages outside the server's route list: the public ones, and /redirect/*, /404 and /401. */
export const LoginPage = page(() => import('../pages/login/login-page'), 'LoginPage');
export const AuthRedirectPage = page(
  () => import('../pages/auth-redirect/auth-redirect-page'),
  'AuthRedirectPage',
);
export const RedirectPage = page(() => import('../pages/redirect/redirect-page'), 'RedirectPage');
export const NotFoundPage = page(() => import('../pages/not-found/not-found-page'), 'NotFoundPage');
export const UnauthorizedPage = page(
  () => import('../pages/unauthorized/unauthorized-page'),
  'UnauthorizedPage',
);
