/**
 * Asking parties to sign by link, and withdrawing a link (docs/product.md "Sign-off by link").
 * Each chosen party, and each of its representatives with an e-mail address, gets a request of
 * its own: a 128-bit random token, mailed once and stored only as its SHA-256, valid until the end
 * of the remark window. Routes check the account rule (`visibleReportId`) first.
 */
import crypto from 'node:crypto';
import {
  MAX_REMARK_DAYS,
  partyDisplayName,
  SIGN_OFF_LIMITS,
  type Party,
  type SignOffRequestInput,
} from 'shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../ports/deps';
import { Conflict, invalid, invalidField, notFound, TooManyRequests } from '../../lib/errors';
import { text, type FieldErrors } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { loadConfigurations } from '../document-configurations';
import { documentWords, signableVersion } from './document';
import { mailSignOffLink } from './mails';
import { signOffOverview } from './overview';

/** The remark window when neither the request nor the configuration names one (the legal ten days). */
export const DEFAULT_REMARK_DAYS = 10;

/** A new link token: 128 random bits, base64url (22 characters). */
export const newToken = () => crypto.randomBytes(16).toString('base64url');
/** What is stored of a token: its SHA-256 in hex. */
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Who gets a request of `parties`: each party, and each of its representatives with an e-mail
 * address, with the name and role the document gives them (docs/product.md "Sign-off by link").
 */
function signersOf(parties: Party[]) {
  return parties.flatMap((party) => [
    {
      party,
      key: null as string | null,
      name: partyDisplayName(party),
      role: party.type as string,
      email: party.email!,
    },
    ...party.represented_by
      .filter((representative) => representative.email?.trim())
      .map((representative) => ({
        party,
        key: representative.key,
        name: partyDisplayName(representative),
        role: 'representative',
        email: representative.email!,
      })),
  ]);
}

/** The window in which the links an account asks for and an address receives are counted, in ms. */
const LIMIT_WINDOW_MS = 3_600_000;

/** The requests sent in the last hour (the window of the hourly limits). */
const sentThisHour = (trx: Kysely<Database>) =>
  trx.selectFrom('sign_off_requests').where('sent_at', '>', new Date(Date.now() - LIMIT_WINDOW_MS));

/**
 * How many links the requests of `recent` (a filter of {@link sentThisHour}) sent in the last
 * hour, and the seconds until the oldest of them leaves the window.
 */
async function sentInWindow(recent: ReturnType<typeof sentThisHour>) {
  const row = await recent
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('sent_at').as('first')])
    .executeTakeFirstOrThrow();
  const first = row.first ? new Date(row.first).getTime() : Date.now();
  return { count: Number(row.count), retryAfter: Math.ceil((first + LIMIT_WINDOW_MS - Date.now()) / 1000) };
}

/**
 * Refuses (429 with the seconds to wait) mailing `emails` now (one per link, each with the field of
 * the party it belongs to) when that takes the acting account `userId` over
 * `SIGN_OFF_LIMITS.perAccountPerHour` links in the last hour, or one address over
 * `perRecipientPerHour` (docs/product.md "Sign-off by link"). Counted from the stored requests in
 * `trx`, after locking the account's row, so two requests of one account never both pass.
 */
async function assertWithinHourlyLimits(
  trx: Kysely<Database>,
  userId: number | null,
  emails: { email: string; field: string }[],
) {
  const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
  if (userId !== null) {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const max = SIGN_OFF_LIMITS.perAccountPerHour;
    const sent = await sentInWindow(sentThisHour(trx).where('requested_by', '=', userId));
    if (sent.count + emails.length > max)
      throw new TooManyRequests(
        text('signOff.accountLimit', { max, minutes: minutes(sent.retryAfter) }),
        {},
        sent.retryAfter,
      );
  }
  const perAddress = new Map<string, { email: string; field: string }[]>();
  for (const recipient of emails) {
    const address = recipient.email.toLowerCase();
    perAddress.set(address, [...(perAddress.get(address) ?? []), recipient]);
  }
  for (const [address, recipients] of perAddress) {
    const max = SIGN_OFF_LIMITS.perRecipientPerHour;
    const sent = await sentInWindow(sentThisHour(trx).where((eb) => eb(eb.fn('lower', ['email']), '=', address)));
    if (sent.count + recipients.length > max) {
      const message = text('signOff.recipientLimit', {
        email: recipients[0].email,
        max,
        minutes: minutes(sent.retryAfter),
      });
      throw new TooManyRequests(message, { [recipients[0].field]: [message] }, sent.retryAfter);
    }
  }
}

/**
 * `POST /front/reports/{id}/sign-off` (docs/product.md "Sign-off by link"): mails each party of
 * `input.party_uuids` (and each of its representatives with an e-mail address, each their own
 * request) a personal link to the newest ready version of the document `input` names, valid
 * `remark_days` days (default 10). Writes a `sign_off.requested` audit event per request. Answers
 * the report's overview. 409 unless the document is finished with a ready version; 422 on
 * `remark_days` outside 1..60, on `party_uuids.{i}` for a party the report lacks or one without an
 * e-mail address, on `addendum_id` for an addendum the report lacks, on `party_uuids` when the
 * choice would mail more than `SIGN_OFF_LIMITS.recipientsPerRequest` people; 429 above the hourly
 * limits of the account and of each address ({@link assertWithinHourlyLimits}). Nothing is mailed
 * or stored when refused.
 */
export async function requestSignOff(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  reportId: number,
  input: SignOffRequestInput,
  actor: AuditActor,
) {
  const { db } = deps;
  const { document, target, version } = await signableVersion(db, reportId, input);
  const remarkDays = input.remark_days ?? DEFAULT_REMARK_DAYS;
  const errors: FieldErrors = {};
  if (remarkDays < 1 || remarkDays > MAX_REMARK_DAYS)
    errors.remark_days = [text('signOff.remarkDays', { max: MAX_REMARK_DAYS })];
  const words = await documentWords(db, target, 'nl');
  const chosen = input.party_uuids.map((uuid, index) => {
    const party = words.parties.find((candidate) => candidate.uuid === uuid);
    if (!party) errors[`party_uuids.${index}`] = ['signOff.unknownParty'];
    else if (!party.email?.trim())
      errors[`party_uuids.${index}`] = [text('signOff.noEmail', { name: partyDisplayName(party) || party.type })];
    return party;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const [config] = words.configId === null ? [] : await loadConfigurations(db, [words.configId]);
  const language = config?.language ?? 'nl';
  const expiresAt = new Date(Date.now() + remarkDays * 86_400_000);
  const signers = signersOf([...new Set(chosen.filter((party): party is Party => party !== undefined))]);
  if (signers.length > SIGN_OFF_LIMITS.recipientsPerRequest)
    throw invalidField(
      'party_uuids',
      text('signOff.tooManyRecipients', { max: SIGN_OFF_LIMITS.recipientsPerRequest, count: signers.length }),
    );
  const created = await db.transaction().execute(async (trx) => {
    await assertWithinHourlyLimits(
      trx,
      actor.userId ?? null,
      signers.map((signer) => ({
        email: signer.email.trim(),
        field: `party_uuids.${input.party_uuids.indexOf(signer.party.uuid!)}`,
      })),
    );
    const parties = await trx.selectFrom('parties').select(['id', 'uuid']).where('report_id', '=', reportId).execute();
    const representatives = await trx
      .selectFrom('representatives')
      .select(['id', 'party_id', 'key'])
      .where(
        'party_id',
        'in',
        parties.map((row) => row.id),
      )
      .execute();
    const made = [];
    for (const signer of signers) {
      const token = newToken();
      const partyId = parties.find((row) => String(row.uuid) === signer.party.uuid)!.id;
      const row = await trx
        .insertInto('sign_off_requests')
        .values({
          report_id: reportId,
          addendum_id: target.addendumId,
          document,
          document_id: version.id,
          party_id: partyId,
          representative_id:
            signer.key === null
              ? null
              : (representatives.find((rep) => rep.party_id === partyId && rep.key === signer.key)?.id ?? null),
          name: signer.name || signer.role,
          role: signer.role,
          email: signer.email.trim(),
          language,
          token_hash: tokenHash(token),
          requested_by: actor.userId ?? null,
          expires_at: expiresAt,
        })
        .returning(['id', 'name', 'email'])
        .executeTakeFirstOrThrow();
      await recordAuditEvent(trx, {
        ownerUserId: words.ownerUserId,
        reportId,
        kind: 'sign_off.requested',
        subject: row.name,
        actor,
        detail: { request_id: row.id, document, version: version.version, email: row.email, remark_days: remarkDays },
      });
      made.push({ ...row, token });
    }
    return made;
  });
  const mailWords = await documentWords(db, target, language);
  for (const request of created)
    await mailSignOffLink(
      deps,
      { ...request, language, version: version.version, deadline: toUnix(expiresAt)! },
      request.token,
      mailWords,
    );
  return signOffOverview(db, reportId);
}

/**
 * `DELETE /front/reports/{id}/sign-off/{requestId}` (docs/product.md "Sign-off by link"): withdraws
 * request `requestId` of report `reportId` (its link answers 410 from then on) and writes a
 * `sign_off.revoked` audit event; withdrawing it again changes nothing. Answers the overview. 404
 * for a request of another report; 409 once it is signed.
 */
export async function revokeSignOff(deps: Pick<Deps, 'db'>, reportId: number, requestId: number, actor: AuditActor) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('sign_off_requests as s')
      .innerJoin('reports as r', 'r.id', 's.report_id')
      .select(['s.id', 's.name', 's.signed_at', 's.revoked_at', 'r.user_id'])
      .where('s.id', '=', requestId)
      .where('s.report_id', '=', reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('signOffRequest');
    if (row.signed_at) throw new Conflict('signOff.alreadySigned');
    if (row.revoked_at) return;
    await trx.updateTable('sign_off_requests').set({ revoked_at: new Date() }).where('id', '=', requestId).execute();
    await recordAuditEvent(trx, {
      ownerUserId: row.user_id,
      reportId,
      kind: 'sign_off.revoked',
      subject: row.name,
      actor,
      detail: { request_id: requestId },
    });
  });
  return signOffOverview(deps.db, reportId);
}
