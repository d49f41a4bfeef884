/**
 * A select of ids with an "All" (or "None") choice first: Radix selects take no empty value, so that
 * choice has a value of its own.
 */
export const allOption = 'all';

/** The select's value for an id, or the "All" choice for none. */
export const choiceOf = (id: number | undefined) => (id === undefined ? allOption : String(id));

/** The id a select's value names, or none for the "All" choice. */
export const idOfChoice = (value: string) => (value === allOption ? undefined : Number(value));
