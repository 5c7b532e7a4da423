/**
 * `npm run phone:metadata`: writes lib/domain/phone-metadata.uz.json, the slice of
 * libphonenumber-js's "min" metadata for Uzbekistan (+998) only, which lib/domain/phone.ts passes
 * to the `/core` functions: the auth forms then carry a few hundred bytes of metadata instead of
 * every country's. Run it after upgrading libphonenumber-js (Google updates the numbering plans).
 *
 * The same slice libphonenumber-metadata-generator makes (`--countries UZ`), taken from the JSON
 * the installed package ships, so no extra dependency is needed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const COUNTRIES = ['UZ'];
const OUT = new URL('../lib/domain/phone-metadata.uz.json', import.meta.url);

const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));

const country_calling_codes = {};
for (const [code, countries] of Object.entries(full.country_calling_codes)) {
  const kept = countries.filter((c) => COUNTRIES.includes(c));
  if (kept.length) country_calling_codes[code] = kept;
}
const countries = Object.fromEntries(COUNTRIES.map((c) => [c, full.countries[c]]));
const slice = { version: full.version, country_calling_codes, countries, nonGeographic: {} };

writeFileSync(OUT, `${JSON.stringify(slice)}\n`);
console.log(
  `lib/domain/phone-metadata.uz.json: ${COUNTRIES.join(', ')} (${Object.keys(country_calling_codes)
    .map((c) => `+${c}`)
    .join(', ')})`,
);
