/**
 * The label of each field of a draft's items, as an i18n key: the forms label their fields with it, and the
 * preview names the field a problem is in.
 */
export const draftFieldLabels: Record<string, string> = {
  name: 'drafts.field.draftName',
  accountId: 'drafts.field.account',
  campaignName: 'drafts.field.campaignName',
  marketingTarget: 'drafts.field.marketingTarget',
  business: 'drafts.field.business',
  brandKeywordsOnly: 'drafts.field.brandKeywordsOnly',
  device: 'drafts.field.device',
  budgetType: 'drafts.field.budgetType',
  budget: 'drafts.field.budget',
  regionType: 'drafts.field.regionType',
  regions: 'drafts.field.regions',
  regionBidFactors: 'drafts.field.regionBidFactors',
  scheduleType: 'drafts.field.scheduleType',
  schedule: 'drafts.field.schedule',
  bidMode: 'drafts.field.bidMode',
  ecommercePlatform: 'drafts.field.ecommercePlatform',
  campaignId: 'drafts.field.campaign',
  adgroupName: 'drafts.field.adgroupName',
  autoTargeting: 'drafts.field.autoTargeting',
  pcFinalUrl: 'drafts.field.pcFinalUrl',
  mobileFinalUrl: 'drafts.field.mobileFinalUrl',
  monitorSuffix: 'drafts.field.monitorSuffix',
  iosAppUrl: 'drafts.field.iosAppUrl',
  androidApp: 'drafts.field.androidApp',
  unitId: 'drafts.field.unit',
  keyword: 'drafts.field.keyword',
  matchType: 'drafts.field.matchType',
  title: 'drafts.field.title',
  description1: 'drafts.field.description1',
  description2: 'drafts.field.description2',
  miniProgramUrl: 'drafts.field.miniProgramUrl',
  pictures: 'drafts.field.pictures',
  pictureId: 'drafts.field.picture',
  url: 'drafts.field.picture',
  theme: 'drafts.field.pictureTheme',
  width: 'drafts.field.pictureSize',
  height: 'drafts.field.pictureSize',
};

/** The label key of a problem's field (`regions.1` is a region of `regions`), or undefined for the whole item. */
export function fieldLabelOf(field: string): string | undefined {
  return draftFieldLabels[field.split('.')[0]!];
}
