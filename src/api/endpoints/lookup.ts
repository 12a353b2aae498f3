import { api } from '../client';
import {
  DiscountSettingSchema,
  PartnerIconListSchema,
  type DiscountKind,
  type DiscountSetting,
  type PartnerIcon,
} from '../schemas/lookup';
import { requestOptions, type CallOptions } from './callOptions';

/** GET /api/lookup/settings/?filter={discount}. */
export function fetchDiscountSetting(
  filter: DiscountKind,
  options: CallOptions = {},
): Promise<DiscountSetting> {
  return api.request(
    'GET',
    '/api/lookup/settings/',
    DiscountSettingSchema,
    requestOptions(options, { searchParams: { filter } }),
  );
}

/** GET /api/lookup/partner_icons/: icons for the partner-icon markup (partner host only). */
export function fetchPartnerIcons(options: CallOptions = {}): Promise<PartnerIcon[]> {
  return api.request(
    'GET',
    '/api/lookup/partner_icons/',
    PartnerIconListSchema,
    requestOptions(options),
  );
}
