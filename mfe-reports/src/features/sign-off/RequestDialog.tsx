/**
 * "Ondertekening aanvragen" (docs/product.md "Sign-off by link"): the parties with an e-mail
 * address (all chosen at first), the remark window in days (10 by default, 1 to
 * MAX_REMARK_DAYS) and the document to sign (the report, a finished addendum or the made
 * settlement). Enter in a field sends; the server's 422 shows under its field, and a sent
 * request says how many parties got their link.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, notify, useAppDispatch } from 'shared-api';
import { MAX_REMARK_DAYS, type ReportDetail } from 'shared-api/contract';
import { DialogActions, errorAria, FieldFrame, Modal } from 'shared-ui';
import { useRequestSignOffMutation } from './signOffApi';
import { documentChoices, signableParties } from './signOff';

/** The remark window a request gets unless the inspector changes it (days). */
const DEFAULT_REMARK_DAYS = 10;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <div id={id} className="bo-field__error">
      {error}
    </div>
  ) : null;
}

export function RequestDialog({ report, onClose }: { report: ReportDetail; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const dispatch = useAppDispatch();
  const parties = signableParties(report);
  const documents = documentChoices(report);
  const [chosen, setChosen] = useState(() => new Set(parties.map((party) => party.uuid)));
  const [days, setDays] = useState(String(DEFAULT_REMARK_DAYS));
  const [documentKey, setDocumentKey] = useState('report');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [requestSignOff, { isLoading }] = useRequestSignOffMutation();

  const toggle = (uuid: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const remarkDays = Number(days);
    const problems: Record<string, string> = {};
    if (chosen.size === 0) problems.party_uuids = intl.formatMessage({ id: 'signOff.choosePartyError' });
    if (!Number.isInteger(remarkDays) || remarkDays < 1 || remarkDays > MAX_REMARK_DAYS)
      problems.remark_days = intl.formatMessage({ id: 'signOff.daysError' }, { max: MAX_REMARK_DAYS });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const { document, addendum_id } = documents.find((choice) => choice.key === documentKey) ?? documents[0];
    const result = await requestSignOff({
      id: report.id,
      body: { party_uuids: [...chosen], remark_days: remarkDays, document, addendum_id },
    });
    if ('error' in result) return setErrors(fieldErrors(result.error));
    dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'signOff.sent' }, { count: chosen.size }) }));
    onClose();
  };

  const partyError = errors.party_uuids;
  const documentError = errors.document ?? errors.addendum_id;
  return (
    <Modal
      title={<FormattedMessage id="signOff.request" />}
      onClose={onClose}
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel={<FormattedMessage id="signOff.send" />}
          busy={isLoading}
          disabled={parties.length === 0}
        />
      }
    >
      <fieldset className="bo-fieldset rep-radios" aria-describedby={partyError ? `${id}-parties-error` : undefined}>
        <legend>
          <FormattedMessage id="signOff.parties" />
        </legend>
        {parties.length === 0 && (
          <p>
            <FormattedMessage id="signOff.noEmail" />
          </p>
        )}
        {parties.map((party) => (
          <label key={party.uuid}>
            <input
              type="checkbox"
              checked={chosen.has(party.uuid)}
              onChange={(event) => toggle(party.uuid, event.target.checked)}
            />{' '}
            {party.name || intl.formatMessage({ id: `party.${party.type}` })} ({party.emails.join(', ')})
          </label>
        ))}
        <FieldError id={`${id}-parties-error`} error={partyError} />
      </fieldset>
      <FieldFrame id={`${id}-days`} label={<FormattedMessage id="signOff.days" />} error={errors.remark_days}>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_REMARK_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          {...errorAria(`${id}-days`, errors.remark_days)}
        />
      </FieldFrame>
      <fieldset
        className="bo-fieldset rep-radios"
        aria-describedby={documentError ? `${id}-document-error` : undefined}
      >
        <legend>
          <FormattedMessage id="signOff.whichDocument" />
        </legend>
        {documents.map((choice) => (
          <label key={choice.key}>
            <input
              type="radio"
              name={`${id}-document`}
              checked={documentKey === choice.key}
              onChange={() => setDocumentKey(choice.key)}
            />{' '}
            <FormattedMessage id={`signOff.choice.${choice.document}`} values={{ reference: choice.reference }} />
          </label>
        ))}
        <FieldError id={`${id}-document-error`} error={documentError} />
      </fieldset>
    </Modal>
  );
}
