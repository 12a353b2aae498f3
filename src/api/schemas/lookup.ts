import * as v from 'valibot';

/** Discount kinds (spec section 3). */
export const DISCOUNT_KINDS = ['TEACHER_DISCOUNT', 'SCHOOL_DISCOUNT', 'JUNIOR_DISCOUNT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** GET /api/lookup/settings/?filter={discount}. */
export const DiscountSettingSchema = v.object({
  key: v.picklist(DISCOUNT_KINDS),
  /** Percent off. */
  value: v.number(),
  description: v.string(),
});
export type DiscountSetting = v.InferOutput<typeof DiscountSettingSchema>;

/** GET /api/lookup/partner_icons/. */
export const PartnerIconSchema = v.object({ value: v.string(), url: v.string() });
export type PartnerIcon = v.InferOutput<typeof PartnerIconSchema>;
export const PartnerIconListSchema = v.array(PartnerIconSchema);
