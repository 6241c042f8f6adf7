/**
 * Document configuration wire shapes (docs/spec.md §3 Document configuration, §7 "Places, inquiries,
 * configurations"). Create and update travel as multipart form data; see `CONFIGURATION_FIELDS`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Address, Nullable, StringEnum } from './common';
import { DOCUMENT_LANGUAGES, CONFIGURATION_TEXT_FIELDS, INHERITED_CONFIGURATION_FIELDS } from './constants';

export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export type ConfigurationTextField = (typeof CONFIGURATION_TEXT_FIELDS)[number];

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
  /**
   * Whether the PDFs print the parties' national register numbers (docs/product.md "Personal
   * data"); false by default. The form sends `1` or `0`.
   */
  print_national_numbers: Type.Boolean(),
  /**
   * The branch the configuration belongs to, whose members (and the company managers) use it;
   * null: the whole organisation's (docs/product.md "The shared library"). The form sends an id
   * or an empty value.
   */
  branch_id: Type.Optional(Nullable(Type.Integer())),
  /**
   * The company-data fields the configuration leaves empty and that answer the organisation's
   * value instead (its name, billing address, logo); the form shows those as placeholders. The
   * server always sends it.
   */
  inherited: Type.Optional(Type.Array(StringEnum(INHERITED_CONFIGURATION_FIELDS))),
  ...texts,
});
export type DocumentConfiguration = Static<typeof DocumentConfiguration>;

/** `GET /front/document_configurations/create`: the Dutch default texts a new configuration starts with. */
export const ConfigurationDefaults = Type.Object(texts);
export type ConfigurationDefaults = Static<typeof ConfigurationDefaults>;
