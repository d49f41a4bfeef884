import * as z from 'zod/mini';
import { defineEndpoint, selfServiceWrite } from '../endpoint';
import { LanguageId } from '../user';
import { channels, isSection, type Channel, type Section } from './catalogue';
import { reportParts, valueUnits } from './fields';

const reportRefShape = {
  channel: z.enum(Object.keys(channels) as [Channel, ...Channel[]]),
  section: z.string(),
};
const sectionOfChannel: [(ref: { channel: Channel; section: string }) => boolean, z.core.$ZodCustomParams] = [
  (ref) => isSection(ref.channel, ref.section),
  { message: 'validation.invalid', path: ['section'] },
];
const asSection = <T extends { section: string }>(ref: T) => ({ ...ref, section: ref.section as Section });

/** A report whose columns a user chooses: a channel and one of its sections. */
export const ReportRef = z.pipe(
  z.object(reportRefShape).check(z.refine(...sectionOfChannel)),
  z.transform(asSection),
);
export type ReportRef = z.output<typeof ReportRef>;

const partIds = Object.values(reportParts) as number[];

/** The field groups of the custom-field page; scoped to one report when `channel` and `section` are given. */
export const ReportPartsRequest = z.union([ReportRef, z.strictObject({})]);

export const ReportPartItem = z.object({
  id: z.int(),
  partName: z.string(),
  fieldIds: z.array(z.number()),
});
export type ReportPartItem = z.infer<typeof ReportPartItem>;

/**
 * The fields call (docs/requirements.md#custom-report-fields): the field definitions of the asked parts, in a
 * language, merged by id.
 */
export const ReportFieldsRequest = z.object({
  language: LanguageId,
  partsIds: z.array(z.literal(partIds)).check(z.minLength(1), z.maxLength(partIds.length * 4)),
});

/**
 * A report field definition (docs/requirements.md#custom-report-fields): the client appends `unitDesc` to
 * `titleName`.
 */
export const ReportFieldDefinition = z.object({
  id: z.int(),
  titleName: z.string(),
  unitDesc: z.string(),
  /** True when the column's unit is fixed: money stays in yuan, a ratio stays a percentage. */
  fixedUnit: z.boolean(),
  unit: z.nullable(z.enum(valueUnits)),
  minWidth: z.int(),
  dataKey: z.string(),
});
export type ReportFieldDefinition = z.infer<typeof ReportFieldDefinition>;

/** The least and the greatest width a user may give a column, in CSS pixels. */
export const columnWidthLimits = { min: 48, max: 1200 } as const;

export const ColumnWidth = z.int().check(z.minimum(columnWidthLimits.min), z.maximum(columnWidthLimits.max));

/** Widths a user gave columns by dragging, by column id; columns not named keep the width they fit. */
export const ColumnWidths = z
  .record(z.string().check(z.maxLength(200)), ColumnWidth)
  .check(z.refine((widths) => Object.keys(widths).length <= 500, { message: 'validation.invalid' }));

/** A user's columns of one report: the chosen field ids in order, and every field the report offers. */
export const CustomReportFields = z.object({
  channel: z.string(),
  section: z.string(),
  /** False while the user keeps the catalogue's default columns. */
  customized: z.boolean(),
  fieldIds: z.array(z.int()),
  fields: z.array(z.extend(ReportFieldDefinition, { deletable: z.boolean() })),
  /** The widths the user dragged columns to, by dataKey (docs/requirements.md#report-views). */
  widths: ColumnWidths,
});
export type CustomReportFields = z.infer<typeof CustomReportFields>;

export const SaveCustomReportFields = z.pipe(
  z
    .object({
      ...reportRefShape,
      fieldIds: z.array(z.int()).check(z.minLength(1), z.maxLength(100)),
      /** Left out: the widths kept stay as they are. */
      widths: z.optional(ColumnWidths),
    })
    .check(z.refine(...sectionOfChannel)),
  z.transform(asSection),
);

export const reportFieldEndpoints = {
  reportPartsList: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/parts/list',
    request: ReportPartsRequest,
    response: z.array(ReportPartItem),
    accountScoped: false,
    localized: true,
    summary: 'The field groups (parts) of the custom-field page, with the ids of their fields.',
  }),
  reportFieldsList: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/fields/list',
    request: ReportFieldsRequest,
    response: z.array(ReportFieldDefinition),
    accountScoped: false,
    localized: true,
    summary: 'Field definitions of the given parts in the given language, merged by id.',
  }),
  customReportFields: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/customField/get',
    request: ReportRef,
    response: CustomReportFields,
    accountScoped: false,
    localized: true,
    summary: "The user's chosen columns of one report, and the columns it offers.",
  }),
  saveCustomReportFields: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/customField/save',
    ...selfServiceWrite,
    request: SaveCustomReportFields,
    response: CustomReportFields,
    accountScoped: false,
    localized: true,
    summary: "Saves the user's columns of one report in order; non-deletable columns must stay.",
  }),
  resetCustomReportFields: defineEndpoint({
    method: 'POST',
    path: '/advertisementReport/customField/reset',
    ...selfServiceWrite,
    request: ReportRef,
    response: CustomReportFields,
    accountScoped: false,
    localized: true,
    summary: "Drops the user's columns of one report: the catalogue's default columns apply again.",
  }),
};
