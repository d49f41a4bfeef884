import { accountEndpoints } from './accounts';
import { adChangeEndpoints } from './ad-changes';
import { authEndpoints } from './auth';
import { downloadEndpoints } from './downloads';
import { draftEndpoints } from './drafts';
import type { Endpoint } from './endpoint';
import { reportExportEndpoints } from './exports';
import { materialEndpoints } from './materials';
import { messageEndpoints } from './messages';
import { noticeEndpoints } from './notices';
import { alertEndpoints } from './alerts';
import { channelEndpoints } from './notification-channels';
import { reportScheduleEndpoints } from './report-schedules';
import { catalogueOfPermissions } from './permission-catalogue';
import { reportCentreEndpoints } from './report-centre';
import {
  reportFieldEndpoints,
  reportListEndpoints,
  calculatedColumnEndpoints,
  reportViewEndpoints,
} from './reports';
import { administrationEndpoints } from './administration';
import { userEndpoints } from './user';

export * from './codes';
export * from './endpoint';
export * from './envelope';
export * from './password';
export * from './reports';
export * from './routes';
export * from './user';
export * from './email-address';
export * from './accounts';
export * from './ad-changes';
export * from './auth';
export * from './downloads';
export * from './drafts';
export * from './exports';
export * from './materials';
export * from './messages';
export * from './metrics';
export * from './notices';
export * from './alerts';
export * from './notification-channels';
export * from './report-schedules';
export * from './openapi';
export * from './pagination';
export * from './payload';
export type { CataloguedPermission, PermissionArea } from './permission-catalogue';
export * from './report-centre';
export * from './route-set';
export * from './administration';
export * from './text-rules';
export * from './validation';

/** Every call of the API, by name: the server registers them and the client calls them from here. */
export const endpoints = {
  ...userEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...messageEndpoints,
  ...noticeEndpoints,
  ...downloadEndpoints,
  ...reportCentreEndpoints,
  ...materialEndpoints,
  ...reportListEndpoints,
  ...reportFieldEndpoints,
  ...reportViewEndpoints,
  ...calculatedColumnEndpoints,
  ...reportExportEndpoints,
  ...draftEndpoints,
  ...administrationEndpoints,
  ...channelEndpoints,
  ...alertEndpoints,
  ...reportScheduleEndpoints,
  ...adChangeEndpoints,
};
export type EndpointName = keyof typeof endpoints;

/** Every permission a call or a route checks, grouped by area (docs/requirements.md#users-roles-and-permissions). */
export const permissionCatalogue = () => catalogueOfPermissions(Object.values(endpoints) as Endpoint[]);
