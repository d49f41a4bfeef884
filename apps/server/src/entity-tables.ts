import { adChangeTables } from './ad-changes/ad-change-tables';
import { administrationTables } from './administration/administration-tables';
import { alertTables } from './alerts/alert-tables';
import { auditTables } from './audit/audit-tables';
import { authTables } from './auth/auth-tables';
import { calculatedColumnTables } from './calculated-columns/calculated-column-tables';
import { changeHistoryTables } from './change-history/change-history-tables';
import { downloadTables } from './downloads/download-tables';
import { draftTables } from './drafts/draft-tables';
import { uploadTables } from './drafts/upload/upload-tables';
import { exportTables } from './exports/export-tables';
import { httpTables } from './http/http-tables';
import { jobTables } from './jobs/job-tables';
import { loginTables } from './login/login-tables';
import { messageTables } from './messages/message-tables';
import { notificationTables } from './notification-channels/notification-tables';
import { pictureTables } from './pictures/picture-tables';
import { providerTables } from './provider/provider-tables';
import { sandboxEntityTables } from './provider/sandbox/sandbox-entity-tables';
import { reportScheduleTables } from './report-schedules/report-schedule-tables';
import { reportTables } from './reports/report-tables';
import { userTables } from './users/user-tables';
import type { EntityTables } from './stores/entity-schema';

/**
 * Every feature's entity tables, gathered for the migrations that create them
 * (docs/architecture.md#entity-store). A table missing here fails the typecheck: `EntityTables` names each
 * one a feature declares.
 */
export const entityTables = {
  ...authTables,
  ...loginTables,
  ...userTables,
  ...providerTables,
  ...administrationTables,
  ...downloadTables,
  ...messageTables,
  ...reportTables,
  ...exportTables,
  ...draftTables,
  ...uploadTables,
  ...sandboxEntityTables,
  ...auditTables,
  ...pictureTables,
  ...httpTables,
  ...jobTables,
  ...calculatedColumnTables,
  ...notificationTables,
  ...reportScheduleTables,
  ...alertTables,
  ...adChangeTables,
  ...changeHistoryTables,
} satisfies EntityTables;
