/**
 * `/reports/{id}/edit`, id 0 creates (docs/spec.md §2, §4, §5): report-type buttons, template select
 * (hidden for follow-ups, whose type is locked too), document configuration select, automatic
 * e-mails switch, the address card (street, city, country, an edit icon) or "Nieuw adres maken", party cards and "Partij toevoegen".
 * "Opslaan als draft" sends ready_for_app false, "Klaarzetten voor app" true; both return to
 * `/reports`. Server field errors land on their fields; leaving with changes asks first.
 */
import { useRef, useState } from 'react';
import { Field, Form, Formik, getIn, useFormikContext, type FormikErrors } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'shared-ui/router';
import { notify, useAppDispatch, paths } from 'shared-api';
import { addressText, REPORT_TYPES, type PartyInput, type ReportFormOptions } from 'shared-api/contract';
import {
  BackLink,
  CardGrid,
  Icon,
  IconButton,
  Loading,
  RecordCard,
  SKIP_UNSAVED_GUARD,
  useUnsavedChangesGuard,
  NotFound,
} from 'shared-ui';
import { countryName, PartyModal, toFormErrors } from 'shared-ui/forms';
import { useGetReportFormOptionsQuery, useGetReportQuery, useSaveReportMutation } from '../../api';
import { DeleteReportButton } from '../../components/DeleteReportButton';

import { AddressModal } from './AddressModal';
import { PartyCards } from './PartyCards';
import { initialValues, toPayload, validateReport, type ReportFormValues } from './reportForm';

type Editing = { kind: 'address' } | { kind: 'party'; index: number | null } | null;

function ErrorText({ name }: { name: string }) {
  const { errors } = useFormikContext();
  const error = getIn(errors, name);
  return typeof error === 'string' ? <div className="bo-field__error">{error}</div> : null;
}

function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { id: number; name: string }[];
}) {
  const intl = useIntl();
  return (
    <div className="bo-field">
      <label htmlFor={`report-${name}`}>
        <FormattedMessage id={label} />
      </label>
      <Field as="select" id={`report-${name}`} name={name}>
        <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Field>
      <ErrorText name={name} />
    </div>
  );
}

function ReportForm({
  options,
  isFollowUp,
  onEdit,
  onSubmitAs,
}: {
  options: ReportFormOptions;
  isFollowUp: boolean;
  onEdit: (editing: Editing) => void;
  /** Called with ready_for_app before the form is submitted. */
  onSubmitAs: (readyForApp: boolean) => void;
}) {
  const intl = useIntl();
  const { values, setFieldValue, dirty, isSubmitting, errors, submitForm } = useFormikContext<ReportFormValues>();
  const submitAs = (readyForApp: boolean) => {
    onSubmitAs(readyForApp);
    void submitForm();
  };
  const guard = useUnsavedChangesGuard(dirty && !isSubmitting);
  const address = addressText(values.address);
  return (
    <Form noValidate className="rep-form">
      <fieldset className="bo-card rep-types" disabled={isFollowUp}>
        <legend>
          <FormattedMessage id="form.type" />
        </legend>
        {REPORT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`bo-button${values.type === type ? '' : ' bo-button--secondary'}`}
            aria-pressed={values.type === type}
            onClick={() => setFieldValue('type', type)}
          >
            {intl.formatMessage({ id: `type.${type}` })}
          </button>
        ))}
      </fieldset>
      <section className="bo-card">
        {!isFollowUp && <SelectField name="home_id" label="form.template" options={options.homes} />}
        <SelectField
          name="document_configuration_id"
          label="form.configuration"
          options={options.document_configurations}
        />
        <div className="bo-field bo-field--checkbox">
          <Field type="checkbox" id="report-auto-mail" name="auto_mail_documents" role="switch" />
          <label htmlFor="report-auto-mail">
            <FormattedMessage id="form.autoMail" />
          </label>
        </div>
      </section>
      <section className="bo-card">
        <h2>
          <FormattedMessage id="form.address" />
        </h2>
        {values.address && address ? (
          <CardGrid>
            <li>
              <RecordCard
                heading={`${values.address.street} ${values.address.street_number}`.trim() || address}
                actions={
                  <IconButton
                    icon="edit"
                    label={intl.formatMessage({ id: 'form.editAddress' })}
                    onClick={() => onEdit({ kind: 'address' })}
                  />
                }
              >
                <div>{`${values.address.zipcode} ${values.address.city}`.trim()}</div>
                <div>{countryName(values.address.country, intl.locale)}</div>
              </RecordCard>
            </li>
          </CardGrid>
        ) : (
          <button type="button" className="bo-button bo-button--secondary" onClick={() => onEdit({ kind: 'address' })}>
            <FormattedMessage id="form.newAddress" />
          </button>
        )}
        <ErrorText name="address" />
        <ErrorText name="place" />
        <ErrorText name="place_id" />
        {typeof getIn(errors, 'place') === 'object' && (
          <div className="bo-field__error">
            <FormattedMessage id="form.addressInvalid" />
          </div>
        )}
      </section>
      <section className="bo-card">
        <h2>
          <FormattedMessage id="list.parties" />
        </h2>
        <PartyCards
          parties={values.parties}
          invalid={(index) => Boolean(getIn(errors, `parties.${index}`))}
          onEdit={(index) => onEdit({ kind: 'party', index })}
          onRemove={(index) =>
            setFieldValue(
              'parties',
              values.parties.filter((_, at) => at !== index),
            )
          }
        />
        <button
          type="button"
          className="bo-button bo-button--secondary"
          onClick={() => onEdit({ kind: 'party', index: null })}
        >
          <Icon name="add" />
          <FormattedMessage id="form.addParty" />
        </button>
      </section>
      <div className="rep-actions">
        <button
          type="button"
          className="bo-button bo-button--secondary"
          disabled={isSubmitting}
          onClick={() => submitAs(false)}
        >
          <FormattedMessage id="form.saveDraft" />
        </button>
        <button type="button" className="bo-button" disabled={isSubmitting} onClick={() => submitAs(true)}>
          <FormattedMessage id="form.readyForApp" />
        </button>
      </div>
      {guard}
    </Form>
  );
}

export function ReportFormPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id) || undefined;
  const { data: report, isError } = useGetReportQuery(id!, { skip: !id });
  const { data: options } = useGetReportFormOptionsQuery();
  const [saveReport] = useSaveReportMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const readyForApp = useRef(false);
  // while saving and leaving, the refetched report (now in state app) must not redirect to its detail page
  const [saving, setSaving] = useState(false);
  if (isError) return <NotFound messageId="detail.notFound" backTo={paths.reports} backId="detail.back" />;
  if (!options || (id && !report)) return <Loading />;
  if (report && report.state !== 'start' && !saving) return <Navigate to={paths.report(report.id)} replace />;
  const isFollowUp = Boolean(report?.is_follow_up);
  const required = intl.formatMessage({ id: 'validation.required' });
  return (
    <div className="bo-page">
      <BackLink to={paths.reports}>
        <FormattedMessage id="detail.back" />
      </BackLink>
      <div className="bo-page__header">
        <h1>
          <FormattedMessage id={id ? 'form.editTitle' : 'form.createTitle'} />
        </h1>
        {report && <DeleteReportButton report={report} />}
      </div>
      <Formik<ReportFormValues>
        initialValues={initialValues(report)}
        validate={(values) =>
          validateReport(values, readyForApp.current, isFollowUp, required) as FormikErrors<ReportFormValues>
        }
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={async (values, helpers) => {
          try {
            setSaving(true);
            await saveReport({ id, body: toPayload(values, readyForApp.current, isFollowUp) }).unwrap();
            dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'message.saved' }) }));
            navigate(paths.reports, { state: SKIP_UNSAVED_GUARD });
          } catch (error) {
            setSaving(false);
            helpers.setErrors(toFormErrors<ReportFormValues>(error));
          }
        }}
      >
        {({ values, setFieldValue }) => (
          <>
            <ReportForm
              options={options}
              isFollowUp={isFollowUp}
              onEdit={setEditing}
              onSubmitAs={(ready) => (readyForApp.current = ready)}
            />
            {editing?.kind === 'address' && (
              <AddressModal
                address={values.address}
                onClose={() => setEditing(null)}
                onSave={(address) => {
                  setFieldValue('place_id', null);
                  setFieldValue('address', address);
                  setEditing(null);
                }}
              />
            )}
            {editing?.kind === 'party' && (
              <PartyModal
                party={editing.index === null ? undefined : values.parties[editing.index]}
                onClose={() => setEditing(null)}
                onSave={(party: PartyInput) => {
                  const parties = [...values.parties];
                  if (editing.index === null) parties.push(party);
                  else parties[editing.index] = party;
                  setFieldValue('parties', parties);
                  setEditing(null);
                }}
              />
            )}
          </>
        )}
      </Formik>
    </div>
  );
}
