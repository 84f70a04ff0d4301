import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { ErrorObject } from 'ajv';
import { tooLongMessage, validationMessages } from '../messages.js';
import { fieldLabel, SETTINGS_MAX } from '../site-settings-sections.js';
import {
  COUNTRY_CODES,
  OPENING_DAYS,
  SECTION_KEYS,
  type SectionKey,
  type SiteSettings,
} from '../site-settings.js';
import { createAjv, isPlainObject, type ValidationResult } from '../validation.js';
import { bool, oneOf, text } from './fields.js';

/**
 * The site's settings as staff save them (PUT /api/admin/settings): one schema for every value,
 * with German messages. Errors are keyed by the value's dotted path (`contact.phone`,
 * `partners.1.url`), so the control centre puts each message under its field.
 */

const L = SETTINGS_MAX;

const m = {
  name: `Bitte einen Namen mit 2 bis ${L.name} Zeichen angeben`,
  legalName: `Bitte die Firma mit Rechtsform angeben (2 bis ${L.legalName} Zeichen)`,
  foundingYear: 'Bitte ein Gründungsjahr zwischen 1900 und 2100 angeben',
  phone: 'Bitte eine Telefonnummer aus Ziffern angeben, z. B. +49 30 1234567',
  email: 'Bitte eine gültige E-Mail-Adresse angeben',
  street: 'Bitte Straße und Hausnummer angeben',
  postalCode: 'Bitte eine Postleitzahl aus 4 oder 5 Ziffern angeben',
  city: 'Bitte einen Ort angeben',
  country: 'Bitte Deutschland, Österreich oder die Schweiz wählen',
  time: 'Bitte eine Uhrzeit wie 09:00 angeben',
  days: 'Bitte die Tage aus Montag bis Sonntag wählen, jeden höchstens einmal',
  link: 'Bitte eine vollständige Adresse mit https:// angeben',
  optionalLink: 'Bitte eine vollständige Adresse mit https:// angeben oder das Feld leer lassen',
  image: 'Bitte laden Sie das Bild hoch (Bildadressen anderer Websites werden nicht angenommen)',
  vatId: 'Bitte eine Umsatzsteuer-ID wie DE123456789 angeben',
  partners: `Höchstens ${L.partners} Partner`,
  partnerName: `Bitte den Namen des Partners angeben (2 bis ${L.partnerName} Zeichen)`,
  title: `Bitte eine Überschrift mit 2 bis ${L.title} Zeichen angeben`,
  description: `Bitte eine Beschreibung mit 20 bis ${L.description} Zeichen angeben`,
  reviewsNote: `Bitte sagen Sie in 20 bis ${L.reviewsNote} Zeichen, ob und wie Sie prüfen, dass die Feedbacks echt sind`,
  botDescription: `Bitte eine Beschreibung mit 20 bis ${L.botDescription} Zeichen angeben`,
  closesAfterOpens: 'Die Schließzeit muss nach der Öffnungszeit liegen',
  trackingLinks: `Höchstens ${L.trackingLinks} Tracking-Links`,
  trackingLinkName: `Bitte einen Namen für den Link angeben (2 bis ${L.trackingLinkName} Zeichen)`,
  trackingLinkRef: `Bitte eine Kennung aus Kleinbuchstaben, Ziffern, „.“, „_“ oder „-“ angeben (höchstens ${L.trackingLinkRef} Zeichen)`,
  trackingLinkRefTaken: 'Diese Kennung hat schon ein anderer Tracking-Link',
  invalid: 'Bitte prüfen Sie die markierten Felder',
} as const;

/** An optional text: empty is allowed. */
const optional = (max: number, options: { multiline?: boolean } = {}) =>
  text(0, max, tooLongMessage(max), options);

/**
 * A link setting: every one goes through the one safe-URL rule (format 'safe-url'), an optional
 * one too once it is not empty, so no link field can be added or made optional around the rule.
 */
const httpLink = (message: string, allowEmpty = false) => {
  const link = Type.String({
    minLength: 1,
    maxLength: L.link,
    pattern: '^https?://.+',
    format: 'safe-url',
    plainText: 'line',
    errorMessage: {
      type: message,
      pattern: message,
      minLength: message,
      format: message,
      maxLength: tooLongMessage(L.link),
      plainText: message,
    },
  });
  // The link first: a refused address is named by its messages (the first error per field wins).
  return allowEmpty ? Type.Union([link, Type.Literal('', { errorMessage: message })]) : link;
};

/** An uploaded picture of this server, or empty. */
const optionalImage = () =>
  Type.String({
    maxLength: 300,
    pattern: '^(|/uploads/[A-Za-z0-9][A-Za-z0-9._-]*)$',
    errorMessage: { type: m.image, pattern: m.image, maxLength: m.image },
  });

const time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', errorMessage: m.time });

const sectionText = Type.Object(
  {
    eyebrow: optional(L.eyebrow),
    title: text(2, L.title, m.title),
    intro: optional(L.intro, { multiline: true }),
  },
  { additionalProperties: false },
);

const strict = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const siteSettingsSchema = strict({
  name: text(2, L.name, m.name),
  alternateName: optional(L.alternateName),
  legalName: text(2, L.legalName, m.legalName),
  foundingYear: Type.Integer({ minimum: 1900, maximum: 2100, errorMessage: m.foundingYear }),
  tagline: optional(L.tagline),
  founder: strict({
    name: text(2, L.name, m.name),
    role: optional(L.founderRole),
    bio: optional(L.bio, { multiline: true }),
    quote: optional(L.quote),
    photo: optionalImage(),
  }),
  contact: strict({
    phone: Type.String({
      minLength: 5,
      maxLength: L.phone,
      pattern: '^\\+?[0-9][0-9 ()/.-]{3,}[0-9]$',
      errorMessage: { type: m.phone, minLength: m.phone, maxLength: m.phone, pattern: m.phone },
    }),
    email: text(3, L.email, m.email, { format: 'email' }),
    phoneHours: optional(L.phoneHours),
  }),
  openingHours: strict({
    days: Type.Array(oneOf(OPENING_DAYS, m.days), { maxItems: 7, uniqueItems: true, errorMessage: m.days }),
    opens: time,
    closes: time,
  }),
  address: strict({
    street: text(2, L.street, m.street),
    postalCode: Type.String({ pattern: '^[0-9]{4,5}$', errorMessage: m.postalCode }),
    city: text(2, L.city, m.city),
    countryCode: oneOf(COUNTRY_CODES, m.country),
    country: text(2, L.country, m.country),
  }),
  links: strict({
    tiktok: httpLink(m.link),
    join: httpLink(m.link),
    community: httpLink(m.link),
    instagram: httpLink(m.optionalLink, true),
  }),
  legal: strict({
    representative: optional(L.legalText),
    registered: bool(),
    registerCourt: optional(L.registerCourt),
    registerNumber: optional(L.registerNumber),
    hasVatId: bool(),
    vatId: Type.String({
      maxLength: L.vatId,
      pattern: '^(|[A-Z]{2}[A-Z0-9.-]{2,16}( MWST)?)$',
      errorMessage: { type: m.vatId, pattern: m.vatId, maxLength: m.vatId },
    }),
    contentResponsible: optional(L.legalText, { multiline: true }),
  }),
  partners: Type.Array(strict({ name: text(2, L.partnerName, m.partnerName), url: httpLink(m.link) }), {
    maxItems: L.partners,
    errorMessage: { maxItems: m.partners, type: m.partners },
  }),
  texts: strict({
    hero: strict({ title: text(2, L.title, m.title), intro: optional(L.intro, { multiline: true }) }),
    sections: strict(
      Object.fromEntries(SECTION_KEYS.map((key) => [key, sectionText])) as Record<
        SectionKey,
        typeof sectionText
      >,
    ),
    // Required: a site that shows reviews must say whether and how it checks them (§ 5b Abs. 3 UWG).
    reviewsNote: text(20, L.reviewsNote, m.reviewsNote, { multiline: true }),
  }),
  seo: strict({
    description: text(20, L.description, m.description),
    botDescription: text(20, L.botDescription, m.botDescription),
    shareImage: optionalImage(),
  }),
  // The ref by the source labels' rule (shared/application-source.ts), so the link's applications keep it.
  trackingLinks: Type.Array(
    strict({
      name: text(2, L.trackingLinkName, m.trackingLinkName),
      ref: Type.String({
        pattern: `^[a-z0-9._-]{1,${L.trackingLinkRef}}$`,
        errorMessage: { type: m.trackingLinkRef, pattern: m.trackingLinkRef },
      }),
    }),
    { maxItems: L.trackingLinks, errorMessage: { maxItems: m.trackingLinks, type: m.trackingLinks } },
  ),
});

// The schema and the settings' type must stay one shape.
type SchemaValues = Static<typeof siteSettingsSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<SchemaValues, SiteSettings> = true;
void sameShape;

/** The save: the values and the version they were edited from. */
export const SETTINGS_SAVE_MESSAGES = m;

/**
 * A body the settings service checks itself: a save's version is compared with the newest one
 * (409 naming who saved that), and the values are checked against the role's sections and the
 * fixed values besides this schema, each message under its dotted path. So the body's own check
 * takes any object and hands the fields on unchecked; its schema says what a valid one is.
 */
function checkedByService<T extends TObject>(schema: T) {
  return {
    schema,
    validate: (input: unknown): ValidationResult<{ [K in keyof Static<T>]?: unknown }> => ({
      ok: true,
      value: isPlainObject(input) ? input : {},
    }),
  };
}

/** PUT /api/admin/settings: every value, and the version they were edited from. */
export const settingsSaveBody = checkedByService(
  Type.Object({ version: Type.Integer({ minimum: 0 }), values: siteSettingsSchema }),
);

/** POST /api/admin/settings/preview: the unsaved values to show. */
export const settingsPreviewBody = checkedByService(Type.Object({ values: siteSettingsSchema }));

let check: ReturnType<ReturnType<typeof createAjv>['compile']> | undefined;

/** A path from Ajv's error: `/partners/1/url` → `partners.1.url`; a missing property is named too. */
function pathOf(error: ErrorObject): string {
  const inner =
    error.keyword === 'errorMessage' ? (error.params as { errors?: ErrorObject[] }).errors?.[0] : error;
  const base = error.instancePath.slice(1).replace(/\//g, '.');
  if (inner?.keyword === 'required') {
    const missing = String(inner.params.missingProperty);
    return base ? `${base}.${missing}` : missing;
  }
  return base;
}

/** Trims every string at any depth, so "   " never passes a minimum length. */
function trimDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimDeep(inner)]));
  }
  return value;
}

/**
 * Checks a complete set of values. Unknown properties are an error here (not silently dropped):
 * a value that is not saved must not look saved.
 */
export function validateSiteSettings(input: unknown): ValidationResult<SiteSettings> {
  check ??= createAjv({ removeAdditional: false }).compile(siteSettingsSchema);
  const value = trimDeep(input);
  const errors: Record<string, string> = {};
  if (!check(value)) {
    for (const error of check.errors ?? []) {
      const path = pathOf(error) || '_';
      if (!(path in errors)) {
        errors[path] =
          error.keyword === 'additionalProperties'
            ? `Unbekanntes Feld: ${String(error.params.additionalProperty)}`
            : (error.message ?? validationMessages.common.invalidValue);
      }
    }
    return { ok: false, errors };
  }
  const settings = value as SiteSettings;
  if (settings.openingHours.days.length > 0 && settings.openingHours.closes <= settings.openingHours.opens) {
    errors['openingHours.closes'] = m.closesAfterOpens;
  }
  settings.trackingLinks.forEach((link, index) => {
    if (settings.trackingLinks.findIndex((other) => other.ref === link.ref) < index)
      errors[`trackingLinks.${index}.ref`] = m.trackingLinkRefTaken;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: settings };
}

/** "Bitte prüfen: Telefon, Über den Gründer." — the fields a refused save names. */
export function invalidFieldsMessage(paths: string[]): string {
  const labels = [...new Set(paths.map(fieldLabel))];
  return `Bitte prüfen: ${labels.join(', ')}.`;
}
