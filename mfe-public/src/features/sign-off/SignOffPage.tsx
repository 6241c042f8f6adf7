/**
 * `/sign-off/{token}`: a party's page of a document to read, remark on and sign, opened from the
 * personal link in a mail, without an account (docs/product.md "Sign-off by link"). It shows the
 * document's title, the property's address, reference, version, SHA-256, the party's own name and
 * the remark deadline;
 * the PDF of exactly that version embedded, with a download link; the remarks (RemarksSection)
 * until the deadline; and the signing part (SignaturePanel, loaded on demand with
 * `signature_pad`), which says beforehand that signing closes the remarks. After signing the page
 * stays (a signed link still reads), so the party can download what they signed. The page speaks the document's language (nl or fr, en as fallback). A used,
 * expired or revoked link (410) and an unknown one (404) show their own page (LinkClosed). The
 * PDF's URL is signed for 15 minutes (docs/operations.md "Files"): while the page is shown it
 * is read again every PDF_URL_REFRESH_MS, so the download link always works; the viewer keeps the
 * URL it loaded, so the reader's place in the PDF is kept.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'shared-ui/router';
import { Loading, useLocale } from 'shared-ui';
import type { PublicSignOff } from 'shared-api/contract';
import { useGetPublicSignOffQuery, usePublicSignOffState } from './signOffApi';
import { LinkClosed } from './LinkClosed';
import { RemarksSection } from './RemarksSection';
import { remarksOpen } from './remarks';
import './signOff.css';
import { Facts } from '../../components/Facts';

const SignaturePanel = lazy(() => import('./SignaturePanel'));

/** A moment in unix seconds as the document's readers read it: the Brussels date and time. */
const useMoment = () => {
  const intl = useIntl();
  return (unixSeconds: number) =>
    intl.formatDate(unixSeconds * 1000, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' });
};

/** Follows the document's language once it is known; the reader may still switch afterwards. */
function useDocumentLanguage(language: PublicSignOff['language'] | undefined) {
  const { setLocale } = useLocale();
  useEffect(() => {
    if (language) setLocale(language);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per document language, not on every switch
  }, [language]);
}

/** How often an open link's page is read again for a fresh PDF URL, in ms (signed for 15 minutes). */
export const PDF_URL_REFRESH_MS = 10 * 60_000;

export function SignOffPage() {
  const token = useParams().token ?? '';
  const { data: known } = usePublicSignOffState(token);
  // signed too: the party keeps downloading what they signed
  const open = known !== undefined && 'state' in known;
  const {
    data: page,
    isError,
    refetch,
  } = useGetPublicSignOffQuery(token, {
    pollingInterval: open ? PDF_URL_REFRESH_MS : 0,
  });
  useDocumentLanguage(page && 'language' in page ? page.language : undefined);
  if (isError) return <LinkClosed kind="failed" onRetry={refetch} />;
  if (!page) return <Loading />;
  if ('closed' in page) return <LinkClosed kind={page.closed} />;
  return <SignOffDocument token={token} page={page} />;
}

function SignOffDocument({ token, page }: { token: string; page: PublicSignOff }) {
  const intl = useIntl();
  const moment = useMoment();
  const id = useId();
  // remarks close at the deadline; the page is judged as it was opened (a late submit gets the server's 410)
  const [openedAt] = useState(() => Math.floor(Date.now() / 1000));
  const [viewerUrl] = useState(page.pdf_url);
  const deadline = moment(page.remark_deadline);
  const signed = page.state === 'signed';
  const remarking = remarksOpen(page, openedAt);
  const facts: [string, string][] = [
    ['signOff.reference', page.reference],
    ['signOff.version', String(page.version)],
    ['signOff.deadline', deadline],
  ];
  return (
    <div className="so-page">
      <header className="so-header">
        <h1>{page.title}</h1>
        {page.address && <p className="so-address">{page.address}</p>}
        <p className="so-party">
          <FormattedMessage id="signOff.for" values={{ name: page.party_name }} />
        </p>
        <Facts className="so-facts" facts={facts}>
          <div className="so-facts__hash">
            <dt>
              <FormattedMessage id="signOff.sha256" />
            </dt>
            <dd>
              <code>{page.sha256}</code>
            </dd>
          </div>
        </Facts>
      </header>
      {signed && page.signed_at !== null && (
        <p className="bo-card so-signed" role="status">
          <FormattedMessage id="signOff.signed" values={{ date: moment(page.signed_at) }} />
        </p>
      )}
      <section className="bo-card" aria-labelledby={`${id}-pdf`}>
        <h2 id={`${id}-pdf`}>
          <FormattedMessage id="signOff.document" />
        </h2>
        <iframe
          className="so-pdf"
          src={viewerUrl}
          title={intl.formatMessage({ id: 'signOff.pdfTitle' }, { title: page.title, version: page.version })}
        />
        <p>
          <a href={page.pdf_url} download>
            <FormattedMessage id="signOff.download" />
          </a>
        </p>
      </section>
      <RemarksSection token={token} page={page} open={remarking} deadline={deadline} />
      {!signed && (
        <section className="bo-card" aria-labelledby={`${id}-sign`}>
          <h2 id={`${id}-sign`}>
            <FormattedMessage id="signOff.sign" />
          </h2>
          {remarking && (
            <p className="so-closes">
              <FormattedMessage id="signOff.signClosesRemarks" />
            </p>
          )}
          <Suspense fallback={<Loading />}>
            <SignaturePanel token={token} version={page.version} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
