/**
 * `/reports/create` and `/reports/{id}/edit` (`/reports/0/edit` of docs/spec.md §2 leads to create; §4, §5): report-type buttons, template select
 * (hidden for follow-ups, whose type is locked too), document configuration select, automatic
 * e-mails switch, the address card (street, city, country, an edit icon) or "Nieuw adres maken",
 * "Bestaand adres kiezen" (one's own addresses, AddressPicker), with
 * the region and lease start date (docs/product.md "Regional completeness"), party cards and "Partij toevoegen".
 * "Opslaan als draft" sends ready_for_app false, "Klaarzetten voor app" true; both return to
 * `/reports`. Server field errors land on their fields; leaving with changes asks first.
 */
import { useRef, useState } from 'react';
import { Field, Form, Formik, getIn, useFormikContext, type FormikErrors } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import { addressText, REPORT_TYPES, type PartyInput, type Report, type ReportFormOptions } from 'shared-api/contract';
import { BackLink, CardGrid, Icon, IconButton, IntlScope, Loading, RecordCard, NotFound } from 'shared-ui';
import {
  countryName,
  forRecord,
  PartyModal,
  SelectField,
  useEditController,
  useRecordId,
  useUnsavedChangesGuard,
} from 'shared-ui/forms';
import { useGetReportFormOptionsQuery, useGetReportQuery, useSaveReportMutation } from '../../api';
import { DeleteReportButton } from '../../components/DeleteReportButton';

import { AddressModal } from './AddressModal';
import { AddressPicker } from './AddressPicker';
import { PartyCards } from './PartyCards';
import { initialValues, toPayload, validateReport, type ReportFormValues } from './reportForm';
import { CreditNotice } from '../../components/CreditNotice';
import { RegionFields } from '../regions/RegionFields';
import { formMessages } from './messages';

/** Records offered in a select, by id and name. */
const choices = (records: { id: number; name: string }[]) =>
  records.map((record) => ({ value: String(record.id), label: record.name }));

type Editing = { kind: 'address' } | { kind: 'pickAddress' } | { kind: 'party'; index: number | null } | null;

function ErrorText({ name }: { name: string }) {
  const { errors } = useFormikContext();
  const error = getIn(errors, name);
  return typeof error === 'string' ? <div className="bo-field__error">{error}</div> : null;
}

function ReportForm({
  options,
  isFollowUp,
  isCreate,
  onEdit,
  onSubmitAs,
}: {
  options: ReportFormOptions;
  isFollowUp: boolean;
  /** A new report: saving it spends a credit, which the form says. */
  isCreate: boolean;
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
  const choose = intl.formatMessage({ id: 'form.choose' });
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
        {!isFollowUp && (
          <SelectField
            name="home_id"
            label={<FormattedMessage id="form.template" />}
            placeholder={choose}
            options={options.homes.map((home) => ({
              value: String(home.id),
              // the organisation's own templates are marked (docs/product.md "The shared library")
              label:
                home.organisation_id != null
                  ? intl.formatMessage({ id: 'form.ownTemplate' }, { name: home.name })
                  : home.name,
            }))}
          />
        )}
        <SelectField
          name="document_configuration_id"
          label={<FormattedMessage id="form.configuration" />}
          placeholder={choose}
          options={choices(options.document_configurations)}
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
        )}{' '}
        <button
          type="button"
          className="bo-button bo-button--secondary"
          onClick={() => onEdit({ kind: 'pickAddress' })}
        >
          <FormattedMessage id="form.pickAddress" />
        </button>
        <ErrorText name="address" />
        <ErrorText name="place" />
        <ErrorText name="place_id" />
        <RegionFields />
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
      {isCreate && <CreditNotice />}
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
  const id = useRecordId();
  const { data: options } = useGetReportFormOptionsQuery();
  const [saveReport] = useSaveReportMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const readyForApp = useRef(false);
  // while saving and leaving, the refetched report (now in state app) must not redirect to its detail page
  const [saving, setSaving] = useState(false);
  const query = useGetReportQuery(...forRecord(id));
  const isFollowUp = Boolean(query.data?.is_follow_up);
  const controller = useEditController<Report, ReportFormValues>(id, {
    query,
    ready: Boolean(options),
    save: async (values, existing) => {
      setSaving(true);
      const body = toPayload(values, readyForApp.current, isFollowUp);
      return (
        await saveReport({ id: existing, body })
          .unwrap()
          .catch((error: unknown) => {
            setSaving(false);
            throw error;
          })
      ).id;
    },
    editPath: paths.reportForm,
    afterSave: paths.reports,
  });
  const report = controller.record;
  if (controller.status === 'notFound')
    return <NotFound messageId="detail.notFound" backTo={paths.reports} backId="detail.back" />;
  if (controller.status === 'loading' || !options) return <Loading />;
  if (report && report.state !== 'start' && !saving) return <Navigate to={paths.report(report.id)} replace />;
  const required = intl.formatMessage({ id: 'validation.required' });
  // the region's and the picker's texts with the form's: the whole form is drawn at once, nothing jumps in after it
  return (
    <IntlScope messages={formMessages}>
      <div className="bo-page">
        <BackLink to={paths.reports}>
          <FormattedMessage id="detail.back" />
        </BackLink>
        <div className="bo-page__header">
          <h1>
            <FormattedMessage id={controller.isCreate ? 'form.createTitle' : 'form.editTitle'} />
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
          onSubmit={controller.submit}
        >
          {({ values, setFieldValue }) => (
            <>
              <ReportForm
                options={options}
                isFollowUp={isFollowUp}
                isCreate={controller.isCreate}
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
              {editing?.kind === 'pickAddress' && (
                <AddressPicker
                  onClose={() => setEditing(null)}
                  onPick={(address) => {
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
    </IntlScope>
  );
}
