import type { DraftDetail, DraftItemKind, DraftLocation, UploadRefusal } from '@adconsole/draft-editor';

/** The i18n key of each kind's name before an item's name ("Keyword 数据分析平台"). */
export const refusedKindLabels: Record<DraftItemKind, string> = {
  campaign: 'draftUpload.kind.campaign',
  unit: 'draftUpload.kind.unit',
  keyword: 'draftUpload.kind.keyword',
  creative: 'draftUpload.kind.creative',
};

export interface RefusedItem {
  kind: DraftItemKind;
  id: number;
  name: string;
  reason: UploadRefusal;
  /** The provider's own words with its code, when it gave them. */
  detail?: string;
  /** Its unit, for a keyword or creative. */
  unitId?: number;
}

/**
 * The items the provider refused at the draft's last upload and that are still as they were sent
 * (docs/requirements.md#draft-upload), in the order of the draft's navigation.
 */
export function refusedItems(draft: DraftDetail): RefusedItem[] {
  const refused = <
    T extends { id: number; failReason?: UploadRefusal; failDetail?: string; unitId?: number },
  >(
    kind: DraftItemKind,
    items: readonly T[],
    nameOf: (item: T) => string,
  ) =>
    items.flatMap((item) =>
      item.failReason
        ? [
            {
              kind,
              id: item.id,
              name: nameOf(item),
              reason: item.failReason,
              detail: item.failDetail,
              unitId: item.unitId,
            },
          ]
        : [],
    );
  return [
    ...refused('campaign', draft.campaigns, (c) => c.campaignName),
    ...refused('unit', draft.units, (u) => u.adgroupName),
    ...refused('keyword', draft.keywords, (k) => k.keyword),
    ...refused('creative', draft.creatives, (c) => c.title),
  ];
}

/** The refused items the editor shows at a location: the open campaign, unit or creative, a unit's keywords. */
export function refusedAt(items: readonly RefusedItem[], location: DraftLocation): RefusedItem[] {
  return items.filter((item) => {
    switch (location.step) {
      case 'base':
        return location.unit !== undefined
          ? item.kind === 'unit' && item.id === location.unit
          : item.kind === 'campaign' && item.id === location.campaign;
      case 'keywords':
        return item.kind === 'keyword' && item.unitId === location.unit;
      case 'creatives':
        return item.kind === 'creative' && item.id === location.creative;
      case 'preview':
        return false;
    }
  });
}
