import * as v from 'valibot';
import { api, swallow } from '@courses/runtime';
import { isSafeImageUrl } from '../kits/core';

/** GET /api/lookup/partner_icons/: a list of {value, url} (spec section 7). */
const PartnerIconListSchema = v.array(v.object({ value: v.string(), url: v.string() }));

let icons: Promise<ReadonlyMap<string, string>> | null = null;

/**
 * The partner icons by value, fetched once per page however many icons it shows. A failed
 * call leaves the icons out (and is logged); the page goes on.
 */
export function loadPartnerIcons(): Promise<ReadonlyMap<string, string>> {
  icons ??= swallow(api.request('GET', '/api/lookup/partner_icons/', PartnerIconListSchema)).then(
    (list) =>
      new Map(
        (list ?? [])
          .filter((icon) => isSafeImageUrl(icon.url))
          .map((icon) => [icon.value, icon.url]),
      ),
  );
  return icons;
}
