import {
  endpoints,
  fieldDefinition,
  reportDataKeys,
  reportFields,
  reportParts,
  reportSection,
  responseCode,
  type ReportDataKey,
  type ReportPart,
} from '@adconsole/api-client/contract';
import { languageById, lookup } from '@adconsole/i18n/resources';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { columnDefinitionsOf } from './calculated-columns';
import { customFields, fieldIdErrors, resetFieldIds, saveFieldIds } from './custom-fields';

const partOf = (id: number) => (Object.keys(reportParts) as ReportPart[]).find((p) => reportParts[p] === id)!;

/**
 * The field definitions, parts and custom report fields calls (docs/requirements.md#custom-report-fields).
 */
export function fieldRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.reportPartsList, async (input, request) => {
    const language = requestLanguage(request);
    const offered: readonly ReportDataKey[] =
      'channel' in input ? reportSection(input.channel, input.section).columns : reportDataKeys;
    return (Object.keys(reportParts) as ReportPart[]).map((part) => ({
      id: reportParts[part],
      partName: lookup(language, `reports.part.${part}`)!,
      fieldIds: offered.filter((key) => reportFields[key].part === part).map((key) => reportFields[key].id),
    }));
  });

  // Merged by id: a field belongs to one part, so asking a part twice still lists its fields once.
  registerEndpoint(app, endpoints.reportFieldsList, async ({ language, partsIds }) => {
    const parts = new Set(partsIds.map(partOf));
    return reportDataKeys
      .filter((key) => parts.has(reportFields[key].part))
      .map((key) => fieldDefinition(key, languageById(language)!));
  });

  registerEndpoint(app, endpoints.customReportFields, async (ref, request) =>
    customFields(app.entities, request.user!.id, ref, requestLanguage(request)),
  );

  registerEndpoint(app, endpoints.saveCustomReportFields, async ({ fieldIds, widths, ...ref }, request) => {
    const language = requestLanguage(request);
    const metrics = await columnDefinitionsOf(app.entities, request.user!.id, ref);
    const errors = fieldIdErrors(ref, fieldIds, metrics, language);
    if (errors.length > 0) throw new ResponseError(responseCode.badRequest, errors);
    await saveFieldIds(app.entities, request.user!.id, ref, fieldIds, widths, app.now());
    return customFields(app.entities, request.user!.id, ref, language, metrics);
  });

  registerEndpoint(app, endpoints.resetCustomReportFields, async (ref, request) => {
    await resetFieldIds(app.entities, request.user!.id, ref);
    return customFields(app.entities, request.user!.id, ref, requestLanguage(request));
  });
}
