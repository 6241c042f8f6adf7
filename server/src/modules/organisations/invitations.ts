/**
 * Invitations to an organisation (issue 44, docs/product.md "Organisations and roles"): a company
 * manager invites an e-mail address as a role, in a branch; the invitee follows a single-use link
 * that expires after {@link INVITATION_DAYS} days and chooses a password, which makes their
 * account. The link's token is stored only as SHA-256 and mailed while the invitation is made (no
 * job could send it later). A newer invitation of the same address in the same organisation
 * voids the older one. Every change is an audit event in its own transaction.
 */
import crypto from 'node:crypto';
import { isEmail, type InvitationInput, type OrgRole, type PublicInvitation } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { emailTaken } from '../../db/account-access';
import type { Viewer } from '../../lib/actors';
import type { Deps } from '../../ports/deps';
import { Conflict, Gone, invalid, invalidField, notFound } from '../../lib/errors';
import { text, translate, type FieldErrors } from '../../lib/messages';
import type { ReaderLanguage } from '../../lib/reader-language';
import { toUnix } from '../../lib/time';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { reachableOrganisation } from './reachable-organisation';

/** How long an invitation's link works, in days. */
export const INVITATION_DAYS = 7;

/** The languages of an invitation mail, one after the other: nothing tells yet which one the invitee reads. */
const MAIL_LANGUAGES: ReaderLanguage[] = ['nl', 'fr', 'en'];

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The page an invitee opens: `{publicUrl}/invitations/{token}`. */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitations/${token}`;

/**
 * The branch `branchId` of organisation `organisationId` that role `role` needs, as its id: 422 on
 * `branch_id` when a role other than company manager has none (`organisations.branchRequired`) or
 * the branch is not the organisation's (`field.choice`). A company manager may have none.
 */
export async function checkBranch(
  db: DB,
  organisationId: number,
  role: OrgRole,
  branchId: number | null,
  errors: FieldErrors,
): Promise<void> {
  if (branchId === null) {
    if (role !== 'company_manager') errors.branch_id = ['organisations.branchRequired'];
    return;
  }
  const branch = await db
    .selectFrom('branches')
    .select('id')
    .where('id', '=', branchId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!branch) errors.branch_id = ['field.choice'];
}

/**
 * Invites `body.email` to organisation `id` as `body.org_role` in `body.branch_id`, on behalf of
 * `viewer`: withdraws the address's open invitations of the organisation, stores the new one
 * (token hashed, expiring in {@link INVITATION_DAYS} days), records `member.invited` by `actor`
 * and mails the link in Dutch, French and English, in one transaction under the organisation's
 * lock (a mail that cannot be sent stores nothing). Returns its id and expiry (unix seconds).
 * 404 for another organisation; 422 per field: names required, a valid address that no account
 * has yet (`organisations.accountExists`), the branch (see {@link checkBranch}).
 */
export async function inviteMember(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  viewer: Viewer,
  id: number,
  body: InvitationInput,
  actor: AuditActor,
): Promise<{ id: number; expires_at: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const organisation = await reachableOrganisation(trx, viewer, id, true);
    const email = body.email.trim();
    const names = { first_name: body.first_name.trim(), last_name: body.last_name.trim() };
    const branchId = body.branch_id ?? null;
    const errors: FieldErrors = {};
    if (!isEmail(email)) errors.email = ['validation.email'];
    else {
      if (await emailTaken(trx, email)) errors.email = ['organisations.accountExists'];
    }
    for (const field of ['first_name', 'last_name'] as const)
      if (!names[field]) errors[field] = ['validation.required'];
    await checkBranch(trx, id, body.org_role, branchId, errors);
    if (Object.keys(errors).length) throw invalid(errors);

    const now = new Date();
    await trx
      .updateTable('invitations')
      .set({ withdrawn_at: now })
      .where('organisation_id', '=', id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .execute();
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
    const invitation = await trx
      .insertInto('invitations')
      .values({
        organisation_id: id,
        branch_id: branchId,
        org_role: body.org_role,
        email,
        ...names,
        token_hash: hashOf(token),
        expires_at: expiresAt,
        invited_by: viewer.id,
        accepted_at: null,
        accepted_user_id: null,
        withdrawn_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, {
      kind: 'member.invited',
      subject: `${names.first_name} ${names.last_name} <${email}>`,
      actor,
      detail: {
        organisation_id: id,
        invitation_id: invitation.id,
        email: email.toLowerCase(),
        org_role: body.org_role,
        branch_id: branchId,
      },
    });
    const inviter = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    const values = {
      name: `${names.first_name} ${names.last_name}`,
      inviter: `${inviter.first_name} ${inviter.last_name}`.trim(),
      organisation: organisation.name,
      days: INVITATION_DAYS,
      link: invitationLink(deps.config.publicUrl, token),
    };
    await deps.mailer.send({
      to: email,
      subject: MAIL_LANGUAGES.map((language) => translate(text('mail.invitation.subject', values), language)).join(
        ' / ',
      ),
      text: MAIL_LANGUAGES.map((language) =>
        translate(
          text('mail.invitation.body', {
            ...values,
            role: translate(`organisations.role.${body.org_role}`, language),
          }),
          language,
        ),
      ).join('\n— — —\n\n'),
    });
    return { id: invitation.id, expires_at: toUnix(expiresAt)! };
  });
}

/**
 * Withdraws open invitation `invitationId` of organisation `id` (its link stops working) and
 * records `member.invitation_withdrawn` by `actor`. 404 for another organisation, or an
 * invitation that is not the organisation's or no longer open.
 */
export async function withdrawInvitation(
  db: DB,
  viewer: Viewer,
  id: number,
  invitationId: number,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await reachableOrganisation(trx, viewer, id, true);
    const withdrawn = await trx
      .updateTable('invitations')
      .set({ withdrawn_at: new Date() })
      .where('id', '=', invitationId)
      .where('organisation_id', '=', id)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .returning(['email', 'first_name', 'last_name'])
      .executeTakeFirst();
    if (!withdrawn) throw notFound('invitation');
    await recordAuditEvent(trx, {
      kind: 'member.invitation_withdrawn',
      subject: `${withdrawn.first_name} ${withdrawn.last_name} <${withdrawn.email}>`,
      actor,
      detail: { organisation_id: id, invitation_id: invitationId },
    });
  });
}

/**
 * The invitation of link `token`, its row locked when `lock`: 404 `notFound.invitation` for an
 * unknown token; 410 when it was withdrawn (`invitations.withdrawn`), used
 * (`invitations.used`) or has expired (`invitations.expired`), checked in that order.
 */
async function openInvitation(db: DB, token: string, lock = false) {
  const invitation = await db
    .selectFrom('invitations as i')
    .innerJoin('organisations as o', 'o.id', 'i.organisation_id')
    .leftJoin('branches as b', 'b.id', 'i.branch_id')
    .leftJoin('users as by', 'by.id', 'i.invited_by')
    .select([
      'i.id',
      'i.organisation_id',
      'i.branch_id',
      'i.org_role',
      'i.email',
      'i.first_name',
      'i.last_name',
      'i.expires_at',
      'i.accepted_at',
      'i.withdrawn_at',
      'o.name as organisation',
      'b.name as branch',
      'by.first_name as by_first',
      'by.last_name as by_last',
    ])
    .where('i.token_hash', '=', hashOf(token))
    .$if(lock, (query) => query.forUpdate('i'))
    .executeTakeFirst();
  if (!invitation) throw notFound('invitation');
  if (invitation.withdrawn_at) throw new Gone('invitations.withdrawn');
  if (invitation.accepted_at) throw new Gone('invitations.used');
  if (invitation.expires_at.getTime() <= Date.now()) throw new Gone('invitations.expired');
  return invitation;
}

/**
 * `GET /public/invitations/{token}`: what the invitation page shows: the organisation, who
 * invited, the invitee's names, role and branch, and when the link expires (unix seconds). The
 * address it was sent to is not shown: the invitee types it to accept. Errors of {@link openInvitation}.
 */
export async function readInvitation(db: DB, token: string): Promise<PublicInvitation> {
  const invitation = await openInvitation(db, token);
  return {
    organisation: invitation.organisation,
    inviter: invitation.by_first === null ? null : `${invitation.by_first} ${invitation.by_last ?? ''}`.trim(),
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    org_role: invitation.org_role,
    branch: invitation.branch,
    expires_at: toUnix(invitation.expires_at)!,
  };
}

/**
 * Accepts the invitation of link `token` for `email` with the chosen password's `passwordHash`
 * (the caller checked and hashed it): makes the member's account in the invitation's
 * organisation, role and branch, marks the invitation used and records `member.joined` (the new
 * member acting) in one transaction under the invitation's lock, so a link works once. Returns
 * the account's id and address. Errors of {@link openInvitation}; 422 on `email` when it is not
 * the address the invitation was sent to (`invitations.wrongAddress`, whatever its case); 409 on
 * `email` when an account took the address meanwhile (`organisations.accountExists`).
 */
export async function acceptInvitation(
  db: DB,
  token: string,
  email: string,
  passwordHash: string,
  actor: AuditActor,
): Promise<{ id: number; email: string }> {
  return db.transaction().execute(async (trx) => {
    const invitation = await openInvitation(trx, token, true);
    if (email.trim().toLowerCase() !== invitation.email.toLowerCase())
      throw invalidField('email', 'invitations.wrongAddress');
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', invitation.email.toLowerCase()))
      .executeTakeFirst();
    if (taken) throw new Conflict('organisations.accountExists', { email: ['organisations.accountExists'] });
    const now = new Date();
    const account = await trx
      .insertInto('users')
      .values({
        email: invitation.email,
        password_hash: passwordHash,
        first_name: invitation.first_name,
        last_name: invitation.last_name,
        phone: null,
        vat_number: null,
        role: 'user',
        profile_picture_path: null,
        address_id: null,
        organisation_id: invitation.organisation_id,
        branch_id: invitation.branch_id,
        org_role: invitation.org_role,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('invitations')
      .set({ accepted_at: now, accepted_user_id: account.id })
      .where('id', '=', invitation.id)
      .execute();
    await recordAuditEvent(trx, {
      kind: 'member.joined',
      ownerUserId: account.id,
      subject: `${invitation.first_name} ${invitation.last_name} <${invitation.email}>`,
      actor: { ...actor, userId: account.id },
      detail: {
        organisation_id: invitation.organisation_id,
        invitation_id: invitation.id,
        org_role: invitation.org_role,
        branch_id: invitation.branch_id,
      },
    });
    return { id: account.id, email: invitation.email };
  });
}
