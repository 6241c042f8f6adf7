/**
 * Links to the PDFs of record (docs/product.md "Links to the record"): `GET
 * /reports/pdf/{hashed_id}` answers a URL signed like a file URL (media/file-urls.ts: HMAC of the
 * path with its version and expiry), which the back-office gets in each version of the report
 * detail (15–20 minutes) and a documents mail carries (30 days). The bare link, without a
 * signature, answers only where the operator switched the old public links on (`PUBLIC_PDF_LINKS`).
 */
import type { FileUrls } from '../../ports/files';
import { Forbidden } from '../../lib/errors';

/** Life of a PDF link in a documents mail, in seconds: the ten-day remark window, three times over. */
export const MAILED_PDF_LINK_LIFETIME = 30 * 86_400;

/** The path of the PDF of document `hashedId`: version `version`, or the newest ready one. */
const pdfPath = (hashedId: string, version?: number) =>
  `/reports/pdf/${hashedId}${version === undefined ? '' : `?version=${version}`}`;

/**
 * The signed, expiring URL path of the PDF of document `hashedId` (its `version`, or the newest
 * ready one when undefined): `/reports/pdf/{hashedId}[?version=N]&expires=…&signature=…`, valid
 * 15–20 minutes, or `lifetime` seconds and up to 5 minutes more when given.
 */
export const signedPdfPath = (
  fileUrls: Pick<FileUrls, 'signRoute'>,
  hashedId: string,
  version?: number,
  lifetime?: number,
): string => fileUrls.signRoute(pdfPath(hashedId, version), lifetime);

/** The query of a PDF link: its version and, when signed, its expiry (unix s) and signature. */
export interface PdfLinkQuery {
  version?: number;
  expires?: unknown;
  signature?: unknown;
}

/**
 * Whether `GET /reports/pdf/{hashedId}` with `query` may be answered: when `query` signs the path
 * and its version and has not expired, or when `publicLinks` (`PUBLIC_PDF_LINKS`) lets the bare
 * link answer. Throws Forbidden (403, `documents.linkRefused`) otherwise, before anything is read.
 */
export function assertPdfLink(
  fileUrls: Pick<FileUrls, 'verify'>,
  publicLinks: boolean,
  hashedId: string,
  query: PdfLinkQuery,
): void {
  if (publicLinks || fileUrls.verify(pdfPath(hashedId, query.version), query)) return;
  throw new Forbidden('documents.linkRefused');
}
