/**
 * Document configuration form values and their multipart encoding (docs/spec.md §3, §7): plain
 * fields, the document `language`, `print_national_numbers` (`true`/`false`, docs/product.md
 * "Personal data"), repeated `emails[]`, the address as flat fields (server errors come back as `address.*`), the eight rich texts, and the logo
 * (`logo` file when a new one was cropped, `remove_logo=1` when it was removed), and `branch_id`
 * (empty: the whole organisation's). A company name or address the configuration inherits from
 * its organisation (`inherited`, docs/product.md "The shared library") starts empty, so saving
 * keeps inheriting it.
 */
import {
  CONFIGURATION_TEXT_FIELDS,
  type Address,
  type ConfigurationDefaults,
  type DocumentLanguage,
  type DocumentConfiguration,
} from 'shared-api/contract';
import { addressValues } from 'shared-ui/forms';

export interface ConfigurationValues extends ConfigurationDefaults {
  name: string;
  company_name: string;
  last_name: string;
  first_name: string;
  emails: string[];
  address: Address;
  language: DocumentLanguage;
  /** Whether the PDFs print the parties' national register numbers. */
  print_national_numbers: boolean;
  /** undefined: unchanged; null: removed; File: the new cropped logo. */
  logo?: File | null;
  /** The branch's id as text; empty: the whole organisation's. */
  branch_id: string;
}

export function configurationValues(
  configuration: DocumentConfiguration | undefined,
  defaults: ConfigurationDefaults,
): ConfigurationValues {
  const inherited = configuration?.inherited ?? [];
  const address = inherited.includes('address') ? undefined : configuration?.address;
  const texts = Object.fromEntries(
    CONFIGURATION_TEXT_FIELDS.map((field) => [field, configuration ? configuration[field] : defaults[field]]),
  ) as unknown as ConfigurationDefaults;
  return {
    name: configuration?.name ?? '',
    company_name: inherited.includes('company_name') ? '' : (configuration?.company_name ?? ''),
    last_name: configuration?.last_name ?? '',
    first_name: configuration?.first_name ?? '',
    emails: configuration?.emails ?? [],
    language: configuration?.language ?? 'nl',
    print_national_numbers: configuration?.print_national_numbers ?? false,
    branch_id: configuration?.branch_id ? String(configuration.branch_id) : '',
    address: addressValues(address),
    ...texts,
  };
}

export function toFormData(values: ConfigurationValues): FormData {
  const form = new FormData();
  const { emails, logo, address, ...fields } = values;
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [name, value] of Object.entries(address)) if (name !== 'id') form.append(name, String(value));
  for (const email of emails) form.append('emails[]', email);
  if (logo) form.append('logo', logo, logo.name);
  if (logo === null) form.append('remove_logo', '1');
  return form;
}
