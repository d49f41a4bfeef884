import { z } from 'zod';
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
  width: z.number().int().positive().optional(),
  minWidth: z.number().int().positive().optional(),
  fixed: z.enum(fixedSides).nullable().optional(),
  unit: z.enum(valueUnits).nullable().optional(),
  renderer: z.string().optional(),
});
export type TitleInfo = z.infer<typeof TitleInfo>;
