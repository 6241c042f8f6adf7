/**
 * `/configurations/create` and `/configurations/{id}/edit` (`/configurations/0/edit` of docs/spec.md §2 leads to create; §2, §3 Document configuration, §5):
 * name, company and contact fields, e-mail tags accepted only when valid, the address, the logo
 * with a 128×128 crop, and the eight rich-text fields (draft-js through the shared-ui adapter).
 * A new configuration starts with the server's Dutch default texts. Saving shows "Wijzigingen
 * opgeslagen"; server field errors land on their fields; leaving with changes asks first.
 * The shared library (docs/product.md "The shared library"): a member of an organisation picks
 * the branch the configuration belongs to (or the whole organisation); a company name, address or
 * logo left empty shows the organisation's, which the documents then use ("van de organisatie").
 */
import { useFormikContext } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths, useGetMeQuery } from 'shared-api';
import {
  addressText,
  CONFIGURATION_TEXT_FIELDS,
  DOCUMENT_LANGUAGES,
  isEmail,
  MAX_UPLOAD_BYTES,
  type DocumentConfiguration,
} from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { IntlScope } from 'shared-ui';
import {
  AddressFields,
  CheckboxField,
  EditPage,
  forRecord,
  ImageCropField,
  RichTextField,
  SelectField,
  TagField,
  TextField,
  useEditController,
  useRecordId,
} from 'shared-ui/forms';
import { useGetConfigurationDefaultsQuery, useGetConfigurationQuery, useSaveConfigurationMutation } from '../../api';

import { configurationValues, toFormData, type ConfigurationValues } from './configurationForm';
import { configurationFormMessages } from './messages';
import { useGetConfigurationBranchesQuery } from './branchesApi';

export const LOGO_SIZE = 128;

/** The branch select: the organisation's branches, or none for the whole organisation (admins have none). */
function BranchField() {
  const intl = useIntl();
  const { data: me } = useGetMeQuery();
  const organisationId = me?.organisation?.id;
  const { data: branches = [] } = useGetConfigurationBranchesQuery(organisationId ?? 0, { skip: !organisationId });
  if (!organisationId) return null;
  return (
    <div>
      <SelectField
        name="branch_id"
        label={<FormattedMessage id="configuration.branch" />}
        placeholder={intl.formatMessage({ id: 'configuration.wholeOrganisation' })}
        options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
      />
      <p className="bo-muted">
        <FormattedMessage id="configuration.branchHint" />
      </p>
    </div>
  );
}

function ConfigurationFields({ configuration }: { configuration?: DocumentConfiguration }) {
  const intl = useIntl();
  const { setFieldValue, errors, values } = useFormikContext<ConfigurationValues>();
  const label = (id: string) => <FormattedMessage id={id} />;
  const inherited = configuration?.inherited ?? [];
  const fromOrganisation = (value: string) => intl.formatMessage({ id: 'configuration.inherited' }, { value });
  const addressEmpty = !Object.entries(values.address).some(([key, value]) => key !== 'country' && value);
  return (
    <>
      <section className="bo-card">
        <div className="rep-grid">
          <TextField name="name" label={label('configuration.name')} />
          <TextField
            name="company_name"
            label={label('configuration.companyName')}
            placeholder={
              inherited.includes('company_name') && configuration?.company_name
                ? fromOrganisation(configuration.company_name)
                : undefined
            }
          />
          <TextField name="first_name" label={label('party.firstName')} />
          <TextField name="last_name" label={label('party.lastName')} />
          <SelectField
            name="language"
            label={label('configuration.language')}
            options={DOCUMENT_LANGUAGES.map((language) => ({
              value: language,
              label: intl.formatMessage({ id: `configuration.language.${language}` }),
            }))}
          />
        </div>
        <CheckboxField name="print_national_numbers" label={label('configuration.printNationalNumbers')} />
        <TagField
          name="emails"
          label={label('configuration.emails')}
          accept={isEmail}
          rejectedMessage={intl.formatMessage({ id: 'validation.email' })}
          placeholder={intl.formatMessage({ id: 'configuration.emailsPlaceholder' })}
        />
        <AddressFields prefix="address" />
        {inherited.includes('address') && configuration?.address && addressEmpty && (
          <p className="bo-muted">
            <FormattedMessage
              id="configuration.inheritedAddress"
              values={{ address: addressText(configuration.address) }}
            />
          </p>
        )}
        <ImageCropField
          label={label('configuration.logo')}
          size={LOGO_SIZE}
          maxBytes={MAX_UPLOAD_BYTES}
          currentUrl={inherited.includes('logo') ? null : (configuration?.logo?.path ?? null)}
          error={errors.logo as string | undefined}
          onChange={(file) => setFieldValue('logo', file)}
        />
        {inherited.includes('logo') && configuration?.logo && values.logo === undefined && (
          <p className="bo-muted">
            <img
              src={configuration.logo.path}
              alt={intl.formatMessage({ id: 'configuration.organisationLogo' })}
              width={48}
              height={48}
            />{' '}
            <FormattedMessage id="configuration.inheritedLogo" />
          </p>
        )}
        <BranchField />
      </section>
      <section className="bo-card">
        {CONFIGURATION_TEXT_FIELDS.map((field) => (
          <RichTextField key={field} name={field} label={label(`configuration.${field}`)} />
        ))}
      </section>
    </>
  );
}

export function ConfigurationFormPage() {
  const intl = useIntl();
  const id = useRecordId();
  const { data: defaults } = useGetConfigurationDefaultsQuery(undefined, { skip: id !== 'create' });
  const [save] = useSaveConfigurationMutation();
  const controller = useEditController<DocumentConfiguration, ConfigurationValues>(id, {
    query: useGetConfigurationQuery(...forRecord(id)),
    ready: id !== 'create' || Boolean(defaults),
    save: async (values, existing) => {
      const saved = await save({ id: existing, form: toFormData(values) }).unwrap();
      return { id: saved.id, values: configurationValues(saved, saved) };
    },
    editPath: paths.configurationForm,
  });
  return (
    <EditPage
      controller={controller}
      back={{ to: paths.configurations, messageId: 'configuration.back' }}
      titles={{ create: 'configuration.createTitle', edit: 'configuration.editTitle' }}
      notFoundId="configuration.notFound"
      initialValues={(configuration) => configurationValues(configuration, configuration ?? defaults!)}
      validationSchema={yup.object({ name: formRules(intl.formatMessage).required() })}
      className="rep-form"
    >
      <IntlScope messages={configurationFormMessages}>
        <ConfigurationFields configuration={controller.record} />
      </IntlScope>
    </EditPage>
  );
}
