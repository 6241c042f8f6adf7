/**
 * What the report detail's sign-off section offers and shows (docs/product.md "Sign-off by
 * link"): the parties a link can be mailed to, the documents that can be signed, a request's
 * moments and whether it can still be revoked. Times unix seconds.
 */
import type { ReportDetail, SignOffRequest, SignOffRequestInput } from 'shared-api/contract';

/** A party a link can go to: one with an e-mail address of its own or of a representative. */
export interface SignableParty {
  uuid: string;
  type: string;
  /** Person or company name; empty when the party has neither. */
  name: string;
  emails: string[];
}

const personName = (person: { first_name?: string | null; last_name?: string | null; company_name?: string | null }) =>
  [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ') || person.company_name?.trim() || '';

/** The report's parties with at least one e-mail address (their own, then their representatives'). */
export function signableParties(report: Pick<ReportDetail, 'parties'>): SignableParty[] {
  return report.parties
    .map((party) => ({
      uuid: party.uuid,
      type: party.type,
      name: personName(party),
      emails: [party.email, ...party.represented_by.map((representative) => representative.email)].filter(
        (email): email is string => Boolean(email?.trim()),
      ),
    }))
    .filter((party) => party.emails.length > 0);
}

/** A document that can be signed, as the request names it; an addendum by its `reference` (`PB-000012-A3`). */
export type DocumentChoice = Pick<SignOffRequestInput, 'document' | 'addendum_id'> & {
  key: string;
  reference?: string;
};

/**
 * The report itself, each finished addendum and, when its PDF exists, the settlement: the
 * documents a party can be asked to sign.
 */
export function documentChoices(report: Pick<ReportDetail, 'addenda' | 'documents'>): DocumentChoice[] {
  return [
    { key: 'report', document: 'report' },
    ...report.addenda.flatMap((addendum) =>
      addendum.state === 'finished'
        ? [
            {
              key: `addendum-${addendum.id}`,
              document: 'addendum' as const,
              addendum_id: addendum.id,
              reference: addendum.reference,
            },
          ]
        : [],
    ),
    ...(report.documents.some((version) => version.kind === 'settlement' && version.status === 'ready')
      ? [{ key: 'settlement', document: 'settlement' as const }]
      : []),
  ];
}

/** A moment in a request's life: sent, opened, remarked, signed, revoked, and when it expires or expired. */
export type RequestMoment = 'sent' | 'opened' | 'remarked' | 'signed' | 'revoked' | 'expires' | 'expired';

/** The moments a request has reached, in their order, with their times; the expiry unless it was signed or revoked. */
export function requestMoments(request: SignOffRequest): [RequestMoment, number][] {
  const moments: [RequestMoment, number | null][] = [
    ['sent', request.sent_at],
    ['opened', request.opened_at],
    ['remarked', request.remarked_at],
    ['signed', request.signed_at],
    ['revoked', request.revoked_at],
  ];
  if (request.signed_at === null && request.revoked_at === null)
    moments.push([request.state === 'expired' ? 'expired' : 'expires', request.expires_at]);
  return moments.filter((moment): moment is [RequestMoment, number] => moment[1] !== null);
}

/** Whether a request's link still works and can be revoked. */
export const revocable = (request: Pick<SignOffRequest, 'state'>) =>
  request.state === 'sent' || request.state === 'opened' || request.state === 'remarked';
