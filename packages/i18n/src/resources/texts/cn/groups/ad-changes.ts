/**
 * Acting on report rows and what it changed: the selection bar, the negatives and bulk-edit dialogs, the undo dialog,
 * the change history page and the chart markers, loaded with the first of them (docs/architecture.md#texts-by-language-and-group).
 */
export { negatives } from '../negatives';
export { adChanges } from '../ad-changes';
export { bulkEdit } from '../bulk-edit';
export { changeHistory } from '../change-history';
