/**
 * Document configuration wire shapes (spec §3 Document configuration, §7 "Places, inquiries,
 * configurations"). Create and update travel as multipart form data; see `CONFIGURATION_FIELDS`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Address, Nullable, StringEnum } from './common';

/** Languages a document (PDF) can be printed in: Dutch, or French for Brussels and Wallonia. */
export const DOCUMENT_LANGUAGES = ['nl', 'fr'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** The eight rich-HTML text fields, in form order (spec §3). */
export const CONFIGURATION_TEXT_FIELDS = [
  'enter_text',
  'enter_signature_text',
  'exit_text',
  'exit_signature_text',
  'start_works_text',
  'start_works_signature_text',
  'other_text',
  'other_signature_text',
] as const;
export type ConfigurationTextField = (typeof CONFIGURATION_TEXT_FIELDS)[number];

/**
 * Plain text form fields; `emails[]` repeats, `logo` is a file, `remove_logo=1` drops the logo,
 * `language` is one of {@link DOCUMENT_LANGUAGES} (default nl).
 */
export const CONFIGURATION_FIELDS = ['name', 'company_name', 'last_name', 'first_name'] as const;
export const CONFIGURATION_ADDRESS_FIELDS = ['street', 'street_number', 'zipcode', 'city', 'country'] as const;

const texts = Object.fromEntries(CONFIGURATION_TEXT_FIELDS.map((field) => [field, Type.String()])) as Record<
  ConfigurationTextField,
  ReturnType<typeof Type.String>
>;

/** A document configuration as the server returns it. `logo.path` is a URL path under `/files/`. */
export const DocumentConfiguration = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  emails: Type.Array(Type.String()),
  logo: Nullable(Type.Object({ path: Type.String() })),
  address: Nullable(Address),
  language: StringEnum(DOCUMENT_LANGUAGES),
  ...texts,
});
export type DocumentConfiguration = Static<typeof DocumentConfiguration>;

/** `GET /front/document_configurations/create`: the Dutch default texts a new configuration starts with. */
export const ConfigurationDefaults = Type.Object(texts);
export type ConfigurationDefaults = Static<typeof ConfigurationDefaults>;

/** Logo uploads (spec §5, §9): real type checked from the bytes. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
