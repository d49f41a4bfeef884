import type { TitleInfo } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import type { RendererRegistry } from '@adconsole/report-table';
import { Badge } from '@adconsole/ui';
import { useMemo } from 'react';
import type { ReportSelection } from './report-selection';

const negatedTerm = 'negatedTerm';

/**
 * The search-term column with a "Negated" tag after each term that is now a negative keyword of its unit or
 * campaign (docs/requirements.md#ad-changes), kept in view however narrow the column; the titleInfos as they
 * are on other reports and before any is.
 */
export function useNegatedMark(
  titleInfos: readonly TitleInfo[],
  selection: ReportSelection | undefined,
): { titleInfos: readonly TitleInfo[]; renderers?: RendererRegistry } {
  const { t } = useTranslation();
  const negated = selection?.negated;
  const idKey = selection?.report.idKey;
  return useMemo(() => {
    if (!negated?.size || !idKey) return { titleInfos };
    return {
      titleInfos: titleInfos.map((info) =>
        info.dataKey === 'showWord' ? { ...info, domType: 'render', renderer: negatedTerm } : info,
      ),
      renderers: {
        // The term gives way to the tag: a long term ends in an ellipsis, the tag is always seen whole.
        [negatedTerm]: ({ value, row }) => (
          <span className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 truncate">{String(value ?? '')}</span>
            {negated.has(String(row[idKey])) && (
              <Badge tone="neutral" className="shrink-0">
                {t('negatives.negated')}
              </Badge>
            )}
          </span>
        ),
      },
    };
  }, [titleInfos, negated, idKey, t]);
}
