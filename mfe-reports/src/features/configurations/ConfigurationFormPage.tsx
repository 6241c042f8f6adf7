/**
 * `/configurations/{id}/edit`, id 0 creates (docs/spec.md §2, §3 Document configuration, §5):
 * name, company and contact fields, e-mail tags accepted only when valid, the address, the logo
 * with a 128×128 crop, and the eight rich-text fields (draft-js through the shared-ui adapter).
 * A new configuration starts with the server's Dutch default texts. Saving shows "Wijzigingen
 * opgeslagen"; server field errors land on their fields; leaving with changes asks first.
 */
import { Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'shared-ui/router';
import { notify, useAppDispatch, paths } from 'shared-api';
import {
  CONFIGURATION_TEXT_FIELDS,
  DOCUMENT_LANGUAGES,
  isEmail,
  MAX_UPLOAD_BYTES,
  type DocumentConfiguration,
} from 'shared-api/contract';
import { BackLink, Loading, NotFound, SKIP_UNSAVED_GUARD } from 'shared-ui';
import {
  AddressFields,
  EditForm,
  ImageCropField,
  RichTextField,
  SelectField,
  TagField,
  TextField,
  toFormErrors,
} from 'shared-ui/forms';
import { useGetConfigurationDefaultsQuery, useGetConfigurationQuery, useSaveConfigurationMutation } from '../../api';

import { configurationValues, toFormData, type ConfigurationValues } from './configurationForm';

export const LOGO_SIZE = 128;

function ConfigurationFields({ configuration }: { configuration?: DocumentConfiguration }) {
  const intl = useIntl();
  const { setFieldValue, errors } = useFormikContext<ConfigurationValues>();
  const label = (id: string) => <FormattedMessage id={id} />;
  return (
    <EditForm className="rep-form">
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
    </EditForm>
  );
}

export function ConfigurationFormPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id) || undefined;
  const { data: configuration, isError } = useGetConfigurationQuery(id!, { skip: !id });
  const { data: defaults } = useGetConfigurationDefaultsQuery(undefined, { skip: Boolean(id) });
  const [save] = useSaveConfigurationMutation();
  if (isError)
    return <NotFound messageId="configuration.notFound" backTo={paths.configurations} backId="configuration.back" />;
  if (id ? !configuration : !defaults) return <Loading />;
  const required = intl.formatMessage({ id: 'validation.required' });
  return (
    <div className="bo-page">
      <BackLink to={paths.configurations}>
        <FormattedMessage id="configuration.back" />
      </BackLink>
      <h1>
        <FormattedMessage id={id ? 'configuration.editTitle' : 'configuration.createTitle'} />
      </h1>
      <Formik<ConfigurationValues>
        key={configuration?.id ?? 'new'}
        initialValues={configurationValues(configuration, configuration ?? defaults!)}
        validationSchema={yup.object({ name: yup.string().trim().required(required) })}
        onSubmit={async (values, helpers) => {
          try {
            const saved = await save({ id, form: toFormData(values) }).unwrap();
            dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'message.saved' }) }));
            helpers.resetForm({ values: configurationValues(saved, saved) });
            if (!id) navigate(paths.configurationForm(saved.id), { replace: true, state: SKIP_UNSAVED_GUARD });
          } catch (error) {
            helpers.setErrors(toFormErrors<ConfigurationValues>(error));
          }
        }}
      >
        <ConfigurationFields configuration={configuration} />
      </Formik>
    </div>
  );
}
