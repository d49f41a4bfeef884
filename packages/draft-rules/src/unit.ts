/** A unit (adgroup) of a draft's campaign (docs/requirements.md#ad-drafts). */
import { z } from 'zod';
import { addProblem, byteText, draftLimits, Id, itemRecordFields, link, parentId, typeError } from './fields';

/** An Android app by its package name, as the provider's app centre lists it. */
const androidPackage = /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/;
const androidPackageMax = 255;

/**
 * The unit's fields with their types and defaults: its campaign, the final URLs of computers and mobiles,
 * an optional monitor suffix (tracking parameters the provider appends), automatic targeting, and the app
 * an app-promotion campaign promotes (iOS store link, Android package).
 */
const unitShape = {
  campaignId: Id,
  adgroupName: z.string(typeError()),
  autoTargeting: z.boolean(typeError()).default(false),
  pcFinalUrl: z.string(typeError()),
  mobileFinalUrl: z.string(typeError()),
  monitorSuffix: z.string(typeError()).optional(),
  iosAppUrl: z.string(typeError()).optional(),
  androidApp: z.string(typeError()).optional(),
};

/** A stored unit as the API answers it: its fields' types, not their rules. */
export const UnitRecord = z.object({ ...itemRecordFields, ...unitShape });
export type UnitRecord = z.infer<typeof UnitRecord>;

const finalUrl = () =>
  link(draftLimits.url, { required: 'drafts.rule.finalUrlRequired', tooLong: 'drafts.rule.urlTooLong' });

/** A unit as the editor saves it, with every rule of its own (not those across items). */
export const Unit = z.object(
  {
    ...unitShape,
    campaignId: parentId('drafts.rule.campaignRequired'),
    adgroupName: byteText(draftLimits.adgroupName, {
      required: 'drafts.rule.adgroupNameRequired',
      tooLong: 'drafts.rule.adgroupNameTooLong',
    }),
    pcFinalUrl: finalUrl(),
    mobileFinalUrl: finalUrl(),
    monitorSuffix: byteText(draftLimits.monitorSuffix, {
      tooLong: 'drafts.rule.monitorSuffixTooLong',
    }).optional(),
    iosAppUrl: link(draftLimits.iosAppUrl, { tooLong: 'drafts.rule.iosAppUrlTooLong' }).optional(),
    androidApp: z
      .string(typeError())
      .trim()
      .superRefine((name, ctx) => {
        if (name && (!androidPackage.test(name) || name.length > androidPackageMax)) {
          addProblem(ctx, 'drafts.rule.androidAppInvalid');
        }
      })
      .optional(),
  },
  typeError(),
);
export type Unit = z.output<typeof Unit>;
export type UnitInput = z.input<typeof Unit>;
