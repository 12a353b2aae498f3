import * as v from 'valibot';

export const AppConfigSchema = v.object({
  /** Name of the running variant: the main app, the partner variant or the alternate app. */
  appname: v.string(),
  /** Alternate-app flag. */
  isDoctrina: v.boolean(),
  google: v.optional(v.boolean(), false),
  onedrive: v.optional(v.boolean(), false),
  /**
   * Whether the content builder needs a subscription (spec section 6). False opens it to every
   * teacher; the demo keeps it on.
   */
  content_builder_requires_subscription: v.optional(v.boolean(), true),
  config: v.object({
    app_label: v.string(),
    logo: v.optional(v.nullable(v.string()), null),
  }),
});
export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

/** The widget sets the loader chooses between. */
export type Variant = 'main' | 'partner';
export const PARTNER_APPNAME = 'partner';

export function variantOf(config: AppConfig): Variant {
  return config.appname === PARTNER_APPNAME ? 'partner' : 'main';
}
