/** The same keys as T, every value a string: what each other language must give for a section. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/**
 * One area's texts in all three languages side by side, so a change to one is seen beside the others.
 * English defines the keys; the compiler refuses a cn or tw section whose keys differ. Marked free of side
 * effects, so a bundler drops the sections a reused package does not use
 * (docs/architecture.md#publishable-packages).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineSection<T extends object>(texts: {
  en: T;
  cn: NoInfer<Shape<T>>;
  tw: NoInfer<Shape<T>>;
}) {
  return texts;
}
