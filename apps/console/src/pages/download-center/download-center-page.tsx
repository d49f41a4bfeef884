import { useDownload } from '@adconsole/api-client';
import { catalogueReportByPath, type DownloadRecord } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, Pagination, Skeleton, toast } from '@adconsole/ui';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../routing/route-registry';
import { routeTitle } from '../../routing/route-title';
import { downloadPageSizes, fileSize, parseDownloadQuery, saveFile } from './download-query';
import { useDeleteDownload, useDownloadRecords } from './use-downloads';

const cell = 'px-3 py-2';

/**
 * /downloadCenter/index (spec §2, §7): the user's exports newest first, paged in the URL, refreshing while
 * one is being written; a ready file downloads by its record id, a record can be deleted.
 */
export function DownloadCenterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseDownloadQuery(params);
  const list = useDownloadRecords({ number: query.page, size: query.size });
  const download = useDownload();
  const remove = useDeleteDownload();
  const records = list.data?.data ?? [];

  const reportName = (record: DownloadRecord) => {
    const report = catalogueReportByPath(record.report);
    return report
      ? routeTitle(t, { title: report.i18nKey, i18nKey: report.i18nKey, i18nKeyReport: report.i18nKeyReport })
      : '--';
  };
  const statusText = (record: DownloadRecord) =>
    t(`downloadCenter.statusText.${record.status}`, { progress: String(record.progress) });

  async function save(record: DownloadRecord) {
    const file = await download.mutateAsync(record.id);
    saveFile(file.blob, file.fileName);
  }

  async function drop(record: DownloadRecord) {
    const confirmed = await confirm({
      title: t('downloadCenter.deleteTitle'),
      message: t('downloadCenter.deleteBody', { name: record.name }),
      confirmLabel: t('downloadCenter.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync(record.id);
    toast.success(t('downloadCenter.deleted'));
  }

  return (
    <section aria-labelledby="download-center-title" className="flex flex-col gap-4 p-4">
      <h1 id="download-center-title" className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      {!list.data ? (
        <Skeleton lines={5} label={t('app.loading')} />
      ) : records.length === 0 ? (
        <p className="text-muted">{t('downloadCenter.empty')}</p>
      ) : (
        <table
          aria-label={t('downloadCenter.records')}
          className="w-full rounded bg-surface text-left text-control shadow-sm"
        >
          <thead className="border-b border-border text-muted">
            <tr>
              {(['name', 'report', 'range', 'status', 'size', 'createdTime', 'actions'] as const).map(
                (column) => (
                  <th key={column} scope="col" className={`${cell} font-medium`}>
                    {t(`downloadCenter.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} className="border-b border-border last:border-0">
                <td className={cell}>{record.name}</td>
                <td className={`${cell} whitespace-nowrap`}>{reportName(record)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {record.beginDate && record.endDate ? `${record.beginDate} ~ ${record.endDate}` : '--'}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {record.status === 'processing' ? (
                    <span className="flex items-center gap-2">
                      <progress
                        max={100}
                        value={record.progress}
                        aria-label={statusText(record)}
                        className="h-2 w-20"
                      />
                      {statusText(record)}
                    </span>
                  ) : (
                    <span className={record.status === 'failed' ? 'text-danger' : undefined}>
                      {statusText(record)}
                    </span>
                  )}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {record.status === 'ready' ? fileSize(record.sizeBytes) : '--'}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{record.createdTime}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className="flex gap-2">
                    <Button
                      variant="primary"
                      disabled={record.status !== 'ready'}
                      loading={download.isPending && download.variables === record.id}
                      aria-label={t('downloadCenter.downloadNamed', { name: record.name })}
                      onClick={() => void save(record).catch(() => undefined)}
                    >
                      {t('downloadCenter.download')}
                    </Button>
                    <Button
                      aria-label={t('downloadCenter.deleteNamed', { name: record.name })}
                      onClick={() => void drop(record).catch(() => undefined)}
                    >
                      {t('downloadCenter.delete')}
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data?.page && list.data.page.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.size}
          total={list.data.page.totalCount}
          pageSizes={downloadPageSizes}
          onChange={({ page, pageSize }) => setParams({ page: String(page), size: String(pageSize) })}
        />
      )}
    </section>
  );
}
