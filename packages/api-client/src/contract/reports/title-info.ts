import * as z from 'zod/mini';
import { domTypes, valueTypes, valueUnits } from './fields';

/** The side a fixed column sticks to while the others scroll sideways. */
export const fixedSides = ['left', 'right'] as const;
export type FixedSide = (typeof fixedSides)[number];

/** One column of a report answer (`data.titleInfos`), in the shape the report table renders. */
export const TitleInfo = z.object({
  titleName: z.string(),
  dataKey: z.string(),
  isSort: z.boolean(),
  valueType: z.enum(valueTypes),
  domType: z.enum(domTypes),
  width: z.optional(z.int().check(z.positive())),
  minWidth: z.optional(z.int().check(z.positive())),
  fixed: z.optional(z.nullable(z.enum(fixedSides))),
  unit: z.optional(z.nullable(z.enum(valueUnits))),
  renderer: z.optional(z.string()),
});
export type TitleInfo = z.infer<typeof TitleInfo>;
