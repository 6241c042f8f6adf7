/**
 * The token endpoint's events in the audit trail (issue 42, docs/product.md "Audit"): a sign-in,
 * a failed sign-in with its reason, and a refresh token used twice. Never a password or token:
 * a failed sign-in keeps the name typed only when it is an e-mail address (a password typed
 * into the name field is not kept).
 */
import { OAuthError } from '@node-oauth/oauth2-server';
import { isEmail, type SignInFailure, type TokenRequest } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { accountSubject, recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { RefreshTokenReused, SignInRefused } from './oauth-model';

/** Records `auth.signed_in` of account `userId` by `actor` (the password grant; a refresh is no sign-in). */
export async function recordSignIn(db: DB, userId: number, actor: AuditActor, clientId: string): Promise<void> {
  await recordAuditEvent(db, {
    kind: 'auth.signed_in',
    ownerUserId: userId,
    subject: await accountSubject(db, userId),
    actor: { ...actor, userId },
    detail: { client_id: clientId },
  });
}

/**
 * Records what a refused token request means for the trail, if anything: a refused password
 * grant as `auth.sign_in_failed` with `detail.reason` (SignInFailure) and the account when one is
 * known; a reused refresh token as `auth.refresh_token_reused` on its account. Other refusals
 * (a malformed request, an expired or unknown refresh token) record nothing.
 */
export async function recordTokenRefusal(
  db: DB,
  body: TokenRequest,
  error: OAuthError,
  actor: AuditActor,
): Promise<void> {
  if (error instanceof RefreshTokenReused) {
    await recordAuditEvent(db, {
      kind: 'auth.refresh_token_reused',
      ownerUserId: error.userId,
      subject: await accountSubject(db, error.userId),
      actor: { ...actor, userId: null },
      detail: { login_id: error.loginId, login_ended: true },
    });
    return;
  }
  if (body.grant_type !== 'password') return;
  let reason: SignInFailure;
  let userId: number | null = null;
  if (error instanceof SignInRefused) ({ reason, userId } = error);
  else if (error.name === 'invalid_client') reason = 'client_failed';
  else return;
  const username = body.username?.trim() ?? '';
  await recordAuditEvent(db, {
    kind: 'auth.sign_in_failed',
    ownerUserId: userId,
    subject: userId ? await accountSubject(db, userId) : null,
    actor: { ...actor, userId: null },
    detail: { reason, username: isEmail(username) ? username.toLowerCase() : null },
  });
}
