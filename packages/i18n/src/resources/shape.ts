/**
 * The same keys as T, every value a string: what cn and tw must give for an area whose keys English defines.
 * Each cn or tw area file is typed with it, so the compiler refuses keys that differ
 * (docs/architecture.md#texts-by-language-and-group).
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
