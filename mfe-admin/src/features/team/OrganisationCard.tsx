/**
 * The organisation's company data on the team screen (docs/product.md "Organisations and roles"):
 * name, VAT number, billing address and logo, which a document configuration that leaves them
 * empty prints ("The shared library"). A company manager (or an admin) edits them in a form:
 * `PATCH /front/organisations/{id}` through the edit controller ("Wijzigingen opgeslagen", the
 * server's 422 on its field, `address.*` on the address fields), the VAT number checked by the
 * same rule as the user editor, the logo cropped to 128×128 with its preview and "remove", and
 * the unsaved-changes guard of every form (`EditForm`). Other roles read the same data as facts.
 */
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from 'shared-api';
import { addressText, MAX_UPLOAD_BYTES, type Organisation } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { AddressFields, countryName, EditForm, ImageCropField, TextField, useEditController } from 'shared-ui/forms';
import { useUpdateOrganisationMutation } from '../../api';
import { vatNumberRule } from '../../components/UserDetailsForm';
import { organisationFormData, organisationValues, type OrganisationValues } from './organisationForm';

/** Edge of the logo crop in pixels, as the document configuration's (docs/spec.md §9). */
export const LOGO_SIZE = 128;

/** The card: the form when `canEdit` (the server checks the role again), the facts otherwise. */
export function OrganisationCard({ organisation, canEdit }: { organisation: Organisation; canEdit: boolean }) {
  return (
    <section className="bo-card adm-organisation" aria-labelledby="team-organisation">
      <h2 id="team-organisation">
        <FormattedMessage id="team.organisation" />
      </h2>
      {canEdit ? <OrganisationForm organisation={organisation} /> : <OrganisationFacts organisation={organisation} />}
    </section>
  );
}

/** The company data as read-only lines; a missing value reads "Niet ingevuld". */
function OrganisationFacts({ organisation }: { organisation: Organisation }) {
  const intl = useIntl();
  const none = <span className="bo-muted">{intl.formatMessage({ id: 'team.notFilled' })}</span>;
  const address = organisation.address;
  return (
    <dl className="adm-organisation__facts">
      <dt>
        <FormattedMessage id="team.organisationName" />
      </dt>
      <dd>{organisation.name}</dd>
      <dt>
        <FormattedMessage id="user.vatNumber" />
      </dt>
      <dd>{organisation.vat_number || none}</dd>
      <dt>
        <FormattedMessage id="user.billing" />
      </dt>
      <dd>
        {address && addressText(address) ? (
          <>
            {addressText(address)}
            <br />
            {countryName(address.country, intl.locale)}
          </>
        ) : (
          none
        )}
      </dd>
      <dt>
        <FormattedMessage id="team.logo" />
      </dt>
      <dd>
        {organisation.logo ? (
          <img
            src={organisation.logo.path}
            width={64}
            height={64}
            alt={intl.formatMessage({ id: 'team.logoOf' }, { name: organisation.name })}
          />
        ) : (
          none
        )}
      </dd>
    </dl>
  );
}

/** The company manager's form of `organisation`. */
function OrganisationForm({ organisation }: { organisation: Organisation }) {
  const intl = useIntl();
  const [update] = useUpdateOrganisationMutation();
  const controller = useEditController<Organisation, OrganisationValues>(organisation.id, {
    query: { data: organisation, isError: false },
    save: async (values) => {
      const saved = await update({ organisationId: organisation.id, form: organisationFormData(values) }).unwrap();
      return { id: saved.id, values: organisationValues(saved) };
    },
    editPath: () => paths.team,
    messages: { updated: 'team.organisationSaved' },
  });
  return (
    <Formik<OrganisationValues>
      key={organisation.id}
      initialValues={organisationValues(organisation)}
      validationSchema={yup.object({
        name: formRules(intl.formatMessage).required(),
        vat_number: vatNumberRule(intl),
      })}
      onSubmit={controller.submit}
    >
      {({ errors, values, setFieldValue }) => (
        <EditForm>
          <div className="adm-grid">
            <TextField
              name="name"
              label={<FormattedMessage id="team.organisationName" />}
              autoComplete="organization"
            />
            <TextField name="vat_number" label={<FormattedMessage id="user.vatNumber" />} autoComplete="off" />
          </div>
          <h3>
            <FormattedMessage id="user.billing" />
          </h3>
          <AddressFields prefix="address" />
          <ImageCropField
            label={<FormattedMessage id="team.logo" />}
            size={LOGO_SIZE}
            maxBytes={MAX_UPLOAD_BYTES}
            currentUrl={values.logo === undefined ? (organisation.logo?.path ?? null) : null}
            error={errors.logo as string | undefined}
            onChange={(file) => setFieldValue('logo', file)}
          />
        </EditForm>
      )}
    </Formik>
  );
}
