/**
 * `/inspections/{report|addendum}/{id}/sign`: signing in the field app (docs/product.md "The field
 * app"). First the region's completeness: every missing item must be ticked as a deviation the
 * parties agree to; the finish names them (`agreed_deviations`), so the PDF prints them as agreed. Then each party and each representative signs on a canvas or types their name
 * (`shared-ui/signature`) under the document's approval mention ("gelezen en goedgekeurd" / "lu et
 * approuvé"), with the place where it is signed; the inspector, the signed-in account, signs too
 * (docs/product.md "Honest signatures": the field app always sends `inspector_signature`). "Afronden" puts the finish in the outbox: it is
 * sent once the server holds the last content and every photo (the receipt), and until then the
 * list says it waits. Everything stays on the device; nothing needs the network here.
 */
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveQuery } from 'dexie-react-hooks';
import { paths } from 'shared-api';
import { partyDisplayName, type FinishBody, type Party } from 'shared-api/contract';
import { Loading } from 'shared-ui';
import { Link, Navigate, useNavigate, useParams } from 'shared-ui/router';
import { documentKey, nowSeconds, onDevice, type DocumentKind } from '../device/db';
import { requestSync } from '../sync/engine';
import { useSignedIn } from '../useUserId';

const SignatureField = lazy(() => import('shared-ui/signature'));

/** The key of the inspector's own signature beside the signers'. */
const INSPECTOR = 'inspector';
/** A drawn signature as the finish takes it: the PNG's base64 without its data URL prefix. */
const base64Of = (png: string) => png.replace(/^data:image\/png;base64,/, '');

/** Who signs: each party, and each of its representatives. */
interface Signer {
  id: string;
  party: Party;
  representativeKey: string | null;
  name: string;
}

const signersOf = (parties: Party[]): Signer[] =>
  parties.flatMap((party) => [
    { id: party.uuid, party, representativeKey: null, name: partyDisplayName(party) || party.type },
    ...party.represented_by.map((representative) => ({
      id: `${party.uuid}/${representative.key}`,
      party,
      representativeKey: representative.key,
      name: partyDisplayName(representative),
    })),
  ]);

export function SignPage() {
  const intl = useIntl();
  const id = useId();
  const params = useParams();
  const kind = params.kind as DocumentKind;
  const documentId = Number(params.id);
  const key = documentKey(kind, documentId);
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const found = useLiveQuery(
    () =>
      onDevice(async (db) => ({
        inspection: await db.inspections.get(key),
        finishing:
          (await db.outbox
            .where('key')
            .equals(key)
            .filter((row) => row.op === 'finish')
            .count()) > 0,
      })),
    [key],
  );
  const [agreed, setAgreed] = useState<Set<string>>(new Set());
  const [signatures, setSignatures] = useState<Record<string, string | null>>({});
  const [place, setPlace] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ agreed?: string; signatures?: string; place?: string }>({});

  if (!found) return <Loading />;
  const { inspection, finishing } = found;
  if (!inspection) return <Navigate to={paths.inspections} replace />;
  const { download } = inspection;
  // the signatures collected here meet the signature items: only the others are deviations to agree
  const missing = download.completeness.items.filter((item) => !item.ok && !item.by_signing);
  const signers = signersOf(download.parties);
  const signedPlace = place ?? download.place?.address?.city ?? '';
  const inspectorName = signedIn
    ? `${signedIn.first_name} ${signedIn.last_name}`.trim()
    : intl.formatMessage({ id: 'field.sign.inspectorUnknown' });
  const language = download.config?.language ?? (download.completeness.region === 'wallonia' ? 'fr' : 'nl');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      agreed: missing.every((item) => agreed.has(item.key))
        ? undefined
        : intl.formatMessage({ id: 'field.sign.agreeAll' }),
      signatures: [...signers.map((signer) => signer.id), INSPECTOR].every((signer) => signatures[signer])
        ? undefined
        : intl.formatMessage({ id: 'field.sign.everyone' }),
      place: signedPlace.trim() ? undefined : intl.formatMessage({ id: 'field.sign.placeNeeded' }),
    };
    setErrors(found);
    if (found.agreed || found.signatures || found.place) return;
    const body: FinishBody = {
      signed_place: signedPlace.trim(),
      signed_at: nowSeconds(),
      signatures: signers.map((signer) => ({
        party_uuid: signer.party.uuid,
        representative_key: signer.representativeKey,
        image: base64Of(signatures[signer.id]!),
      })),
      inspector_signature: base64Of(signatures[INSPECTOR]!),
      agreed_deviations: missing.map((item) => item.key),
    };
    await onDevice((db) => db.outbox.add({ key, op: 'finish', body, attempts: 0, lastError: null }));
    requestSync(0);
    navigate(paths.inspections);
  };

  const errorId = (field: keyof typeof errors) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <div className="bo-page field">
      <div className="bo-page__header">
        <h1>
          <FormattedMessage id="field.sign.title" />
        </h1>
        <Link className="bo-button bo-button--secondary field-touch" to={paths.inspection(kind, documentId, 'intro')}>
          <FormattedMessage id="field.sign.back" />
        </Link>
      </div>
      {finishing || inspection.finishedAt ? (
        <p role="status">
          <FormattedMessage id={inspection.finishedAt ? 'field.held.finished' : 'field.sign.waiting'} />
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="field-sign">
          <fieldset>
            <legend>
              <FormattedMessage id="field.sign.completeness" />
            </legend>
            {missing.length ? (
              missing.map((item) => (
                <div key={item.key} className="bo-field bo-field--checkbox">
                  <input
                    id={`${id}-${item.key}`}
                    type="checkbox"
                    className="field-touch"
                    checked={agreed.has(item.key)}
                    aria-describedby={errorId('agreed')}
                    onChange={(event) =>
                      setAgreed((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(item.key);
                        else next.delete(item.key);
                        return next;
                      })
                    }
                  />
                  <label htmlFor={`${id}-${item.key}`}>
                    <FormattedMessage id="field.sign.deviation" values={{ item: item.label }} />
                  </label>
                </div>
              ))
            ) : (
              <p>
                <FormattedMessage id="field.sign.complete" />
              </p>
            )}
            {errors.agreed && (
              <p id={`${id}-agreed-error`} className="bo-field__error" role="alert">
                {errors.agreed}
              </p>
            )}
          </fieldset>
          <p className="field-sign__mention">
            <FormattedMessage id={`field.mention.${language}`} />
          </p>
          <Suspense fallback={<Loading />}>
            {[
              ...signers.map((signer) => ({ id: signer.id, name: signer.name, legend: signer.name })),
              {
                id: INSPECTOR,
                name: inspectorName,
                legend: intl.formatMessage({ id: 'field.sign.inspector' }, { name: inspectorName }),
              },
            ].map((signer) => (
              <fieldset key={signer.id} className="field-sign__signer">
                <legend>{signer.legend}</legend>
                <SignatureField
                  label={intl.formatMessage({ id: 'field.sign.canvas' }, { name: signer.name })}
                  texts={{
                    clear: <FormattedMessage id="field.sign.clear" />,
                    typed: <FormattedMessage id="field.sign.typed" />,
                  }}
                  describedBy={errorId('signatures')}
                  onChange={(png) => setSignatures((current) => ({ ...current, [signer.id]: png }))}
                />
              </fieldset>
            ))}
          </Suspense>
          {errors.signatures && (
            <p id={`${id}-signatures-error`} className="bo-field__error" role="alert">
              {errors.signatures}
            </p>
          )}
          <div className="bo-field">
            <label htmlFor={`${id}-place`}>
              <FormattedMessage id="field.sign.place" />
            </label>
            <input
              id={`${id}-place`}
              value={signedPlace}
              maxLength={255}
              aria-invalid={Boolean(errors.place)}
              aria-describedby={errorId('place')}
              onChange={(event) => setPlace(event.target.value)}
            />
            {errors.place && (
              <p id={`${id}-place-error`} className="bo-field__error" role="alert">
                {errors.place}
              </p>
            )}
          </div>
          <button type="submit" className="bo-button field-touch">
            <FormattedMessage id="field.sign.finish" />
          </button>
        </form>
      )}
    </div>
  );
}
