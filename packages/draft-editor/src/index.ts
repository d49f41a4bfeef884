export * from '@adconsole/draft-rules';
export { CampaignForm, type CampaignFormProps } from './campaign/campaign-form';
export { UnitForm, type UnitFormProps } from './unit/unit-form';
export { KeywordEntry, type KeywordEntryProps } from './keywords/keyword-entry';
export {
  keywordLineProblems,
  keywordLines,
  type KeywordLine,
  type KeywordLineProblem,
} from './keywords/keyword-lines';
export { KeywordTable, type KeywordTableProps } from './keywords/keyword-table';
export { CreativeForm, type CreativeFormProps } from './creative/creative-form';
export { CreativeTable, type CreativeTableProps } from './creative/creative-table';
export { DraftBaseForm, type DraftBaseFormProps } from './draft/draft-base-form';
export { RegionPicker, type RegionChoice, type RegionPickerProps } from './regions/region-picker';
export { ScheduleGrid, type ScheduleGridProps } from './schedule/schedule-grid';
export { DraftNavigation, type DraftNavigationProps } from './navigation/draft-navigation';
export { DraftLink, inPageClick, type DraftLinkProps, type DraftNavigator } from './navigation/draft-link';
export {
  draftStepLabels,
  draftSteps,
  errorsByStep,
  problemLocation,
  stepOfKind,
  type DraftLocation,
  type DraftStep,
  type ItemRef,
} from './navigation/draft-location';
export { ErrorSummary, type ErrorSummaryProps } from './preview/error-summary';
export { ErrorMark, ItemProblems } from './preview/item-problems';
export { Stepper, type StepperProps, type StepperStep } from './stepper/stepper';
