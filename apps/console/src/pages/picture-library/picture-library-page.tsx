import { endpoints, materialPageSizes, type SyncResult } from '@adconsole/api-client/contract';
import { usePictures, useSyncPictures } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Checkbox, Input, Pagination, Select, Skeleton, toast } from '@adconsole/ui';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useListParams } from '../../lib/list-params';
import { CanCall } from '../../route-info/permission';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { PictureGrid } from './picture-grid';
import { PictureLibraryQuery, pictureListRequest } from './picture-query';
import { PictureUploadForm } from './picture-upload-form';

/** The synchronized filter's value for "either". */
const either = 'any';

/**
 * /adManage/pictures (docs/requirements.md#picture-library): upload and crop pictures, list them by theme and
 * sync state at the materials page sizes (up to 10,000 on a page), and sync the selected ones with the
 * provider, each failure shown on its picture rather than as an error toast.
 */
export function PictureLibraryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [query, update] = useListParams(PictureLibraryQuery);
  const [theme, setTheme] = useState(query.theme ?? '');
  const list = usePictures(pictureListRequest(query));
  const sync = useSyncPictures();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<number, string>>(new Map());
  const pictures = list.data?.data ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ theme: theme.trim() || undefined, page: 1 });
  };

  function showSync(result: z.infer<typeof SyncResult>) {
    setFailures((known) => {
      const next = new Map(known);
      result.succeeded.forEach((id) => next.delete(id));
      result.failed.forEach(({ id, message }) => next.set(id, message));
      return next;
    });
    if (result.succeeded.length > 0) {
      toast.success(t('pictureLibrary.syncDone', { count: String(result.succeeded.length) }));
    }
  }

  async function syncSelected() {
    showSync(await sync.mutateAsync([...selected]));
    setSelected(new Set());
  }

  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageSelected = pictures.length > 0 && pictures.every((picture) => selected.has(picture.id));
  // A sync takes at most 1000 ids a call.
  const syncable = selected.size > 0 && selected.size <= 1000;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <h1 id={titleId} className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <CanCall endpoint={endpoints.materialUploadImages}>
        <PictureUploadForm onSynced={showSync} />
      </CanCall>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${titleId}-theme`} className="text-control text-muted">
            {t('pictureLibrary.filterTheme')}
          </label>
          <Input
            id={`${titleId}-theme`}
            type="search"
            value={theme}
            maxLength={50}
            onChange={(event) => setTheme(event.target.value)}
            className="w-56"
          />
        </div>
        <Select
          label={t('pictureLibrary.filterSynced')}
          value={query.synced ?? either}
          onValueChange={(value) =>
            update({ synced: value === either ? undefined : (value as 'true' | 'false'), page: 1 })
          }
          options={[
            { value: either, label: t('pictureLibrary.any') },
            { value: 'true', label: t('pictureLibrary.yes') },
            { value: 'false', label: t('pictureLibrary.no') },
          ]}
        />
        <Button type="submit" variant="primary">
          {t('pictureLibrary.search')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox
          label={t('pictureLibrary.selectPage')}
          checked={pageSelected}
          disabled={pictures.length === 0}
          onCheckedChange={(checked) =>
            setSelected(checked === true ? new Set(pictures.map((picture) => picture.id)) : new Set())
          }
        />
        <span className="text-control text-muted" aria-live="polite">
          {t('pictureLibrary.selected', { count: String(selected.size) })}
        </span>
        <CanCall endpoint={endpoints.toBaiduByIds}>
          <Button
            variant="primary"
            disabled={!syncable}
            loading={sync.isPending}
            onClick={() => void syncSelected().catch(() => undefined)}
          >
            {t('pictureLibrary.sync')}
          </Button>
        </CanCall>
      </div>
      {!list.data ? (
        <Skeleton className="h-40" />
      ) : pictures.length === 0 ? (
        <p className="rounded bg-surface p-4 text-muted shadow-sm">{t('pictureLibrary.empty')}</p>
      ) : (
        <PictureGrid
          pictures={pictures}
          selected={selected}
          onToggle={toggle}
          failures={failures}
          label={t('pictureLibrary.library')}
        />
      )}
      <Pagination
        page={query.page}
        pageSize={query.size}
        pageSizes={materialPageSizes}
        total={list.data?.page?.totalCount ?? 0}
        onChange={({ page, pageSize }) => update({ page, size: pageSize })}
      />
    </section>
  );
}
