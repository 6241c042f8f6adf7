/**
 * `/configurations/create` and `/configurations/{id}/edit` (`/configurations/0/edit` of docs/spec.md §2 leads to create; §2, §3 Document configuration, §5):
 * name, company and contact fields, e-mail tags accepted only when valid, the address, the logo
 * with a 128×128 crop, and the eight rich-text fields (draft-js through the shared-ui adapter).
 * A new configuration starts with the server's Dutch default texts. Saving shows "Wijzigingen
 * opgeslagen"; server field errors land on their fields; leaving with changes asks first.
 */
import { useFormikContext } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from 'shared-api';
import {
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
import { personalDataMessages } from '../../messages/personal-data';

export const LOGO_SIZE = 128;

function ConfigurationFields({ configuration }: { configuration?: DocumentConfiguration }) {
  const intl = useIntl();
  const { setFieldValue, errors } = useFormikContext<ConfigurationValues>();
  const label = (id: string) => <FormattedMessage id={id} />;
  return (
    <>
      <section className="bo-card">
        <div className="rep-grid">
          <TextField name="name" label={label('configuration.name')} />
          <TextField name="company_name" label={label('configuration.companyName')} />
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
        <IntlScope messages={personalDataMessages}>
          <CheckboxField name="print_national_numbers" label={label('configuration.printNationalNumbers')} />
        </IntlScope>
        <TagField
          name="emails"
          label={label('configuration.emails')}
          accept={isEmail}
          rejectedMessage={intl.formatMessage({ id: 'validation.email' })}
          placeholder={intl.formatMessage({ id: 'configuration.emailsPlaceholder' })}
        />
        <AddressFields prefix="address" />
        <ImageCropField
          label={label('configuration.logo')}
          size={LOGO_SIZE}
          maxBytes={MAX_UPLOAD_BYTES}
          currentUrl={configuration?.logo?.path ?? null}
          error={errors.logo as string | undefined}
          onChange={(file) => setFieldValue('logo', file)}
        />
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
      <ConfigurationFields configuration={controller.record} />
    </EditPage>
  );
}
