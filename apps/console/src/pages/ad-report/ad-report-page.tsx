import {
  UploadStatus,
  type UploadItemKind,
  type UploadItemRecord,
  type UploadItemResult,
  type UploadRecord,
} from '@adconsole/api-client/contract';
import { useUploadDetail, useUploadReport } from '@adconsole/api-client/react';
import { syncStateOptions } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, Select, Table, TextField, type BadgeTone, type TableColumn } from '@adconsole/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { FailDetail } from '../../lib/fail-detail';
import { useListParams } from '../../lib/list-params';
import { ListPage } from '../../lib/list-page';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { AdReportQuery, adReportRequest } from './ad-report-query';

const statusLabels: Record<UploadStatus, string> = {
  uploading: 'draftUpload.status.uploading',
  succeeded: 'draftUpload.status.succeeded',
  failed: 'draftUpload.status.failed',
};
const statusTones: Record<UploadStatus, BadgeTone> = {
  uploading: 'primary',
  succeeded: 'success',
  failed: 'danger',
};
const kindLabels: Record<UploadItemKind, string> = {
  campaign: 'draftUpload.kind.campaign',
  unit: 'draftUpload.kind.unit',
  keyword: 'draftUpload.kind.keyword',
  creative: 'draftUpload.kind.creative',
  picture: 'draftUpload.kind.picture',
};
const resultLabels: Record<UploadItemResult, string> = {
  pending: 'draftUpload.result.pending',
  created: 'draftUpload.result.created',
  refused: 'draftUpload.result.refused',
};

/** The status filter's value for "every status". */
const allStatuses = 'all';

/** The items of one upload: what was sent, the provider's answer to each and its sync state now. */
function UploadItems({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = useUploadDetail(id);
  const upload = detail.data;
  const columns: TableColumn<UploadItemRecord>[] = [
    {
      id: 'kind',
      header: t('draftUpload.report.kind'),
      nowrap: true,
      cell: (item) => t(kindLabels[item.kind]),
    },
    {
      id: 'name',
      header: t('draftUpload.report.name'),
      rowHeader: true,
      minWidth: '12rem',
      cell: (item) => <span className="wrap-anywhere">{item.name}</span>,
    },
    {
      id: 'result',
      header: t('draftUpload.report.result'),
      nowrap: true,
      cell: (item) => (
        <span className={item.result === 'refused' ? 'text-danger' : undefined}>
          {t(resultLabels[item.result])}
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('draftUpload.report.reason'),
      minWidth: '12rem',
      cell: (item) =>
        item.failReason ? (
          <>
            {t(item.failReason)}
            <FailDetail detail={item.failDetail} />
          </>
        ) : (
          '--'
        ),
    },
    {
      id: 'syncState',
      header: t('draftUpload.report.syncState'),
      nowrap: true,
      cell: (item) => t(syncStateOptions.find((option) => option.value === item.syncState)!.label),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold wrap-anywhere">
          {t('draftUpload.report.detailsOf', { name: upload?.draftName ?? '' })}
        </h2>
        <Button onClick={onClose}>{t('draftUpload.report.hideDetails')}</Button>
      </div>
      <Table
        labelledBy={titleId}
        columns={columns}
        rows={upload?.items ?? []}
        loading={!upload}
        error={detail.isError}
        onRetry={() => void detail.refetch()}
        rowKey={(item, index) => `${item.kind}:${item.itemId}:${index}`}
        empty={t('draftUpload.report.empty')}
      />
    </section>
  );
}

/**
 * /adManage/adReport (docs/requirements.md#ad-drafts): every upload of drafts of the user's provider accounts,
 * newest first: the draft, the account, who uploaded it and when, its status and how many items the provider
 * accepted and refused; filtered by status and days, paged in the URL, refreshing while one uploads. An
 * upload's items, each with its result, reason and sync state, open under the list.
 */
export function AdReportPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(AdReportQuery);
  const list = useUploadReport(adReportRequest(query));

  const columns: TableColumn<UploadRecord>[] = [
    {
      id: 'draft',
      header: t('draftUpload.report.draft'),
      rowHeader: true,
      minWidth: '10rem',
      cell: (upload) =>
        upload.draftId === null ? (
          <span className="wrap-anywhere">{upload.draftName}</span>
        ) : (
          <Link
            to={`/adManage/draftEdit?id=${upload.draftId}&step=preview`}
            className="font-medium text-primary-text hover:underline wrap-anywhere"
          >
            {upload.draftName}
          </Link>
        ),
    },
    {
      id: 'account',
      header: t('draftUpload.report.account'),
      nowrap: true,
      cell: (upload) => upload.accountNo,
    },
    { id: 'user', header: t('draftUpload.report.user'), nowrap: true, cell: (upload) => upload.userName },
    {
      id: 'status',
      header: t('draftUpload.report.status'),
      nowrap: true,
      cell: (upload) => <Badge tone={statusTones[upload.status]}>{t(statusLabels[upload.status])}</Badge>,
    },
    { id: 'items', header: t('draftUpload.report.items'), align: 'end', cell: (upload) => upload.itemCount },
    {
      id: 'accepted',
      header: t('draftUpload.report.accepted'),
      align: 'end',
      cell: (upload) => upload.createdCount,
    },
    {
      id: 'refused',
      header: t('draftUpload.report.refused'),
      align: 'end',
      cell: (upload) => upload.refusedCount,
    },
    { id: 'time', header: t('draftUpload.report.time'), nowrap: true, cell: (upload) => upload.createdTime },
    {
      id: 'finished',
      header: t('draftUpload.report.finished'),
      nowrap: true,
      cell: (upload) => upload.finishedTime ?? '--',
    },
    {
      id: 'details',
      header: t('draftUpload.report.details'),
      hideHeader: true,
      nowrap: true,
      cell: (upload) => (
        <Button
          aria-pressed={query.upload === upload.id}
          aria-label={t('draftUpload.report.detailsOf', { name: upload.draftName })}
          onClick={() => update({ upload: query.upload === upload.id ? undefined : upload.id })}
        >
          {t('draftUpload.report.details')}
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListPage
        title={routeTitle(t, route.meta)}
        columns={columns}
        list={list}
        rowKey={(upload) => upload.id}
        empty={t('draftUpload.report.empty')}
        query={query}
        onQueryChange={update}
      >
        <form
          role="search"
          aria-label={t('draftUpload.report.filters')}
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const day = (name: string) => {
              const value = form.get(name);
              return typeof value === 'string' && value ? value : undefined;
            };
            update({ beginDate: day('beginDate'), endDate: day('endDate'), page: 1 });
          }}
        >
          <Select
            label={t('draftUpload.report.status')}
            value={query.status ?? allStatuses}
            onValueChange={(value) =>
              update({ status: value === allStatuses ? undefined : UploadStatus.parse(value), page: 1 })
            }
            options={[
              { value: allStatuses, label: t('draftUpload.report.allStatuses') },
              ...UploadStatus.options.map((status) => ({ value: status, label: t(statusLabels[status]) })),
            ]}
          />
          <TextField
            key={`begin-${query.beginDate ?? ''}`}
            name="beginDate"
            type="date"
            label={t('draftUpload.report.from')}
            defaultValue={query.beginDate ?? ''}
          />
          <TextField
            key={`end-${query.endDate ?? ''}`}
            name="endDate"
            type="date"
            label={t('draftUpload.report.to')}
            defaultValue={query.endDate ?? ''}
          />
          <Button type="submit" variant="primary">
            {t('draftUpload.report.search')}
          </Button>
          <Button
            onClick={() =>
              update({
                status: undefined,
                beginDate: undefined,
                endDate: undefined,
                upload: undefined,
                page: 1,
              })
            }
          >
            {t('draftUpload.report.reset')}
          </Button>
        </form>
      </ListPage>
      {query.upload !== undefined && (
        <div className="px-4 pb-4">
          <UploadItems id={query.upload} onClose={() => update({ upload: undefined })} />
        </div>
      )}
    </div>
  );
}
