/** Calculated columns: their Settings page and the dialog that defines one, loaded as either opens (docs/architecture.md#texts-by-language-and-group). */
// The formula's problems show only in the dialog, so they come with it, not with the report pages.
export { formula } from '../formula';
export { calculatedColumns } from '../calculated-columns';
