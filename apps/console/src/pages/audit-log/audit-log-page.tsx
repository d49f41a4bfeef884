import type { AuditEntry } from '@adconsole/api-client/contract';
import { useAuditLog } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, TextField, type TableColumn } from '@adconsole/ui';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { auditChanges } from './audit-change';
import { auditListRequest, AuditQuery } from './audit-query';

const filterFields = ['userName', 'entity', 'beginDate', 'endDate'] as const;

/**
 * /permission/audit (docs/requirements.md#users-roles-and-permissions): every write of an administrator, newest
 * first: who, when, which call on which record, and what changed, field by field from before to after;
 * filtered by user, entity and dates in the URL.
 */
export function AuditLogPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [query, update] = useListParams(AuditQuery);
  const list = useAuditLog(auditListRequest(query));

  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'time',
      header: t('administration.audit.time'),
      nowrap: true,
      cell: (entry) => <span className="tabular-nums">{entry.createdTime}</span>,
    },
    { id: 'user', header: t('administration.audit.user'), rowHeader: true, cell: (entry) => entry.userName },
    {
      id: 'action',
      header: t('administration.audit.action'),
      // At least a path's width: squeezed by the changes beside it, a call read one letter a line.
      minWidth: '12rem',
      cell: (entry) => <span className="wrap-anywhere font-mono text-control-sm">{entry.action}</span>,
    },
    {
      id: 'entity',
      header: t('administration.audit.entity'),
      nowrap: true,
      cell: (entry) => (entry.entityId ? `${entry.entity} #${entry.entityId}` : entry.entity),
    },
    {
      id: 'changes',
      header: t('administration.audit.changes'),
      minWidth: '18rem',
      cell: (entry) => {
        const changes = auditChanges(entry.before, entry.after);
        if (changes.length === 0) return t('administration.audit.noChange');
        return (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-control-sm">
            {changes.map(({ field, before, after }) => (
              <div key={field} className="contents">
                <dt className="font-medium">{field || t('administration.audit.record')}</dt>
                <dd className="wrap-anywhere">
                  <del className="text-muted">{before ?? t('administration.audit.none')}</del>
                  {' → '}
                  <ins className="no-underline">{after ?? t('administration.audit.none')}</ins>
                </dd>
              </div>
            ))}
          </dl>
        );
      },
    },
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      columns={columns}
      list={list}
      rowKey={(entry) => entry.id}
      empty={t('administration.audit.empty')}
      query={query}
      onQueryChange={update}
    >
      <form
        role="search"
        aria-label={t('administration.audit.filters')}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const text = (name: string) => {
            const value = form.get(name);
            return typeof value === 'string' && value.trim() ? value.trim() : undefined;
          };
          update({ ...Object.fromEntries(filterFields.map((name) => [name, text(name)])), page: 1 });
        }}
      >
        <TextField
          key={`user-${query.userName ?? ''}`}
          name="userName"
          label={t('administration.audit.user')}
          defaultValue={query.userName ?? ''}
        />
        <TextField
          key={`entity-${query.entity ?? ''}`}
          name="entity"
          label={t('administration.audit.entity')}
          placeholder={t('administration.audit.entityHint')}
          defaultValue={query.entity ?? ''}
        />
        <TextField
          key={`begin-${query.beginDate ?? ''}`}
          name="beginDate"
          type="date"
          label={t('administration.audit.beginDate')}
          defaultValue={query.beginDate ?? ''}
        />
        <TextField
          key={`end-${query.endDate ?? ''}`}
          name="endDate"
          type="date"
          label={t('administration.audit.endDate')}
          defaultValue={query.endDate ?? ''}
        />
        <Button type="submit" variant="secondary">
          {t('administration.search')}
        </Button>
      </form>
    </ListPage>
  );
}
