import { useDeleteDownload, useDownload, useDownloadRecords } from '@adconsole/api-client/react';
import { catalogueReportByPath, type DownloadRecord } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Button, confirm, toast, type TableColumn } from '@adconsole/ui';
import { useListParams } from '../../lib/list-params';
import { ListPage } from '../../lib/list-page';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { DownloadCenterQuery, fileSize, saveFile } from './download-query';

/**
 * /downloadCenter/index (docs/requirements.md#download-centre): the user's exports newest first, paged in
 * the URL, refreshing while one is being written; a ready file downloads by its record id, a record can be
 * deleted.
 */
export function DownloadCenterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(DownloadCenterQuery);
  const list = useDownloadRecords({ number: query.page, size: query.size });
  const download = useDownload();
  const remove = useDeleteDownload();

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

  const columns: TableColumn<DownloadRecord>[] = [
    {
      id: 'name',
      header: t('downloadCenter.name'),
      rowHeader: true,
      minWidth: '14rem',
      cell: (record) => <span className="wrap-anywhere">{record.name}</span>,
    },
    { id: 'report', header: t('downloadCenter.report'), nowrap: true, cell: reportName },
    {
      id: 'range',
      header: t('downloadCenter.range'),
      nowrap: true,
      cell: (record) =>
        record.beginDate && record.endDate ? `${record.beginDate} ~ ${record.endDate}` : '--',
    },
    {
      id: 'status',
      header: t('downloadCenter.status'),
      nowrap: true,
      cell: (record) =>
        record.status === 'processing' ? (
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
          <span className={record.status === 'failed' ? 'text-danger' : undefined}>{statusText(record)}</span>
        ),
    },
    {
      id: 'size',
      header: t('downloadCenter.size'),
      align: 'end',
      nowrap: true,
      cell: (record) => (record.status === 'ready' ? fileSize(record.sizeBytes) : '--'),
    },
    {
      id: 'createdTime',
      header: t('downloadCenter.createdTime'),
      nowrap: true,
      cell: (record) => record.createdTime,
    },
    {
      id: 'actions',
      header: t('downloadCenter.actions'),
      nowrap: true,
      cell: (record) => (
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
      ),
    },
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      caption={t('downloadCenter.records')}
      hideCaption
      columns={columns}
      list={list}
      rowKey={(record) => record.id}
      empty={t('downloadCenter.empty')}
      query={query}
      onQueryChange={update}
    />
  );
}
