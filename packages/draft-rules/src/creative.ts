/** A creative of a draft's unit and its pictures (docs/requirements.md#ad-drafts). */
import { z } from 'zod';
import { copyByteLength, hasMalformedWildcard, regionWildcardPositions } from './byte-length';
import {
  addProblem,
  byteText,
  draftLimits,
  Id,
  isHttpLink,
  itemRecordFields,
  parentId,
  typeError,
} from './fields';
import type { RuleMessage, WarningMessage } from './messages';
import { pictureSizeProblems } from './pictures';

const pictureShape = {
  pictureId: Id.optional(),
  url: z.string(typeError()).optional(),
  theme: z.string(typeError()),
  width: z.number(typeError()).int('validation.invalid').min(1, 'validation.invalid'),
  height: z.number(typeError()).int('validation.invalid').min(1, 'validation.invalid'),
};

/**
 * A picture of a creative as the API answers it: a picture of the library (`pictureId`) or an uploaded
 * one (`url`), its theme and the size it shows at (after any crop).
 */
export const CreativePictureRecord = z.object(pictureShape);
export type CreativePictureRecord = z.infer<typeof CreativePictureRecord>;

/** A picture's theme, trimmed: required, at most `draftLimits.pictureTheme` characters (docs/requirements.md#ad-drafts). */
export const PictureTheme = z
  .string(typeError('drafts.rule.pictureThemeRequired'))
  .trim()
  .superRefine((theme, ctx) => {
    if (!theme) addProblem(ctx, 'drafts.rule.pictureThemeRequired');
    if (theme.length > draftLimits.pictureTheme) addProblem(ctx, 'drafts.rule.pictureThemeTooLong');
  });

/**
 * A creative's picture with its rules: a picture (a library picture, which the server checks is the user's
 * own, or an http(s) address: no `javascript:` or other scheme a browser or the server would load as
 * something else), a theme, an accepted ratio and size.
 */
export const CreativePicture = z
  .object(
    {
      ...pictureShape,
      url: z
        .string(typeError())
        .trim()
        .superRefine((url, ctx) => {
          if (url && !isHttpLink(url)) addProblem(ctx, 'drafts.rule.pictureUrlScheme');
        })
        .optional(),
      theme: PictureTheme,
    },
    typeError(),
  )
  .superRefine((picture, ctx) => {
    if (picture.pictureId === undefined && !picture.url) {
      addProblem(ctx, 'drafts.rule.pictureRequired', ['url']);
    }
    for (const message of pictureSizeProblems(picture)) addProblem(ctx, message);
  });
export type CreativePicture = z.output<typeof CreativePicture>;

/**
 * Creative copy (title, descriptions): trimmed, counted without its wildcards, wildcards well formed, and
 * the region wildcard nowhere but at the very start of the title.
 */
function copy(rules: {
  max: number;
  tooLong: RuleMessage;
  min?: { bytes: number; required: RuleMessage; tooShort: RuleMessage };
  regionWildcardAtStart?: boolean;
}) {
  return z
    .string(typeError(rules.min?.required))
    .trim()
    .superRefine((text, ctx) => {
      if (!text) {
        if (rules.min) addProblem(ctx, rules.min.required);
        return;
      }
      if (hasMalformedWildcard(text)) addProblem(ctx, 'drafts.rule.wildcardMalformed');
      const misplaced = regionWildcardPositions(text).some(
        (position, index) => !(rules.regionWildcardAtStart && position === 0 && index === 0),
      );
      if (misplaced) addProblem(ctx, 'drafts.rule.regionWildcardPlace');
      const bytes = copyByteLength(text);
      if (rules.min && bytes < rules.min.bytes) addProblem(ctx, rules.min.tooShort);
      if (bytes > rules.max) addProblem(ctx, rules.tooLong);
    });
}

const creativeShape = {
  unitId: Id,
  title: z.string(typeError()),
  description1: z.string(typeError()),
  description2: z.string(typeError()).default(''),
  /** The mini-program page the creative opens on mobiles, when it has one. */
  miniProgramUrl: z.string(typeError()).optional(),
  pictures: z.array(CreativePictureRecord, typeError()).default([]),
};

/** A stored creative as the API answers it: its fields' types, not their rules. */
export const CreativeRecord = z.object({ ...itemRecordFields, ...creativeShape });
export type CreativeRecord = z.infer<typeof CreativeRecord>;

/** A creative as the editor saves it, with every rule of its own (warnings apart: `creativeWarnings`). */
export const Creative = z.object(
  {
    ...creativeShape,
    unitId: parentId('drafts.rule.unitRequired'),
    title: copy({
      max: draftLimits.titleMax,
      tooLong: 'drafts.rule.titleTooLong',
      min: {
        bytes: draftLimits.titleMin,
        required: 'drafts.rule.titleRequired',
        tooShort: 'drafts.rule.titleTooShort',
      },
      regionWildcardAtStart: true,
    }),
    description1: copy({
      max: draftLimits.description1Max,
      tooLong: 'drafts.rule.description1TooLong',
      min: {
        bytes: draftLimits.description1Min,
        required: 'drafts.rule.description1Required',
        tooShort: 'drafts.rule.description1TooShort',
      },
    }),
    description2: copy({
      max: draftLimits.description2Max,
      tooLong: 'drafts.rule.description2TooLong',
    }).default(''),
    miniProgramUrl: byteText(draftLimits.url, { tooLong: 'drafts.rule.urlTooLong' }).optional(),
    pictures: z.array(CreativePicture, typeError()).default([]),
  },
  typeError(),
);
export type Creative = z.output<typeof Creative>;
export type CreativeInput = z.input<typeof Creative>;

export interface FieldWarning {
  field: 'description1' | 'description2';
  message: WarningMessage;
}

/**
 * What the rules advise on a creative's copy without blocking it: description 1 of 30 bytes or more, and
 * both descriptions together over 100. Description 1 under its minimum is an error, not also a warning.
 */
export function creativeWarnings(creative: { description1: string; description2?: string }): FieldWarning[] {
  const first = copyByteLength(creative.description1);
  const second = copyByteLength(creative.description2 ?? '');
  const warnings: FieldWarning[] = [];
  if (first >= draftLimits.description1Min && first < draftLimits.description1Recommended) {
    warnings.push({ field: 'description1', message: 'drafts.warning.description1Short' });
  }
  if (first + second <= draftLimits.descriptionsSuggested) {
    warnings.push({ field: 'description2', message: 'drafts.warning.descriptionsShort' });
  }
  return warnings;
}
