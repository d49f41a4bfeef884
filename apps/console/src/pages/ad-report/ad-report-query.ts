import { UploadReportRequest } from '@adconsole/api-client/contract';
import { z } from 'zod';
import { urlPage } from '../../lib/list-params';

/** The report call's own status and date filters. */
const reportFilters = UploadReportRequest.shape.query.unwrap().shape;

/**
 * The ad report's state in its URL (docs/requirements.md#lists-and-paging), read with the report call's
 * rules; a filter that is missing or not valid is left out. `upload` names the upload whose items show.
 */
export const AdReportQuery = z.object({
  ...urlPage(UploadReportRequest),
  status: reportFilters.status.catch(undefined),
  beginDate: reportFilters.beginDate.catch(undefined),
  endDate: reportFilters.endDate.catch(undefined),
  upload: z.preprocess(Number, z.number().int().min(1)).optional().catch(undefined),
});
export type AdReportQuery = z.infer<typeof AdReportQuery>;

/** The report call's body for the URL's state. */
export function adReportRequest({
  page,
  size,
  status,
  beginDate,
  endDate,
}: AdReportQuery): z.input<typeof UploadReportRequest> {
  return {
    page: { number: page, size },
    query: {
      ...(status ? { status } : {}),
      ...(beginDate ? { beginDate } : {}),
      ...(endDate ? { endDate } : {}),
    },
  };
}
