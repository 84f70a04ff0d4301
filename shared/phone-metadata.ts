import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.max.json';
import minimal from 'libphonenumber-js/metadata.min.json';

/** The agency's countries, whose numbers are checked digit by digit. */
export const PRECISE_REGIONS: readonly CountryCode[] = ['DE', 'AT', 'CH'];

/**
 * The phone rules the WhatsApp fields are checked with (shared/phone-number.ts): libphonenumber's
 * full rules for Germany, Austria and Switzerland, and its minimal ones for every other country.
 * The minimal set checks only a number's length ("0170 12" would pass as German), the mobile set
 * refuses landlines (WhatsApp Business runs on them too), and the full set for every country is
 * about 20 KB (compressed) more in the public form's check. Other countries' numbers, always
 * typed with "+" or "00", are checked by calling code and length.
 *
 * The public site's browser bundle gets this object precomputed (shared/build/precomputed.ts), so
 * it carries neither of the two sets whole.
 */
export function phoneMetadata(min: MetadataJson, max: MetadataJson): MetadataJson {
  const countries = { ...min.countries };
  for (const region of PRECISE_REGIONS) countries[region] = max.countries[region]!;
  return { ...min, countries };
}

export default phoneMetadata(minimal, full);
