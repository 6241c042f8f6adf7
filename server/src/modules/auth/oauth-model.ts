/**
 * The storage model behind `@node-oauth/oauth2-server` (docs/spec.md §7 Auth): password and
 * refresh_token grants for one registered client, tokens stored only as SHA-256 hashes,
 * refresh tokens rotated (the old one is revoked atomically, so it can be used once).
 */
import crypto from 'node:crypto';
import { InvalidGrantError } from '@node-oauth/oauth2-server';
import { LRUCache } from 'lru-cache';
import type { SignInFailure } from 'shared-api/contract';
import { onWrite, preparedQuery, type DB } from '../../db/database';
import { IDENTITY_COLUMNS, identityFrom } from './identity';
import { checkPassword } from './passwords';
import type { AuthUser, AuditActor, Viewer } from '../../lib/actors';
import { accountSubject, recordAuditEvent } from '../audit';

/** Exact server message of docs/spec.md §8 for a disabled account; the UI translates it. */
export const DISABLED_MESSAGE = 'The user credentials were disabled.';

/** The library's own message for credentials that do not match (mapped to docs/spec.md §8 by the route). */
const INVALID_CREDENTIALS = 'Invalid grant: user credentials are invalid';

/**
 * A refused password grant that says why, for the audit trail (`auth.sign_in_failed`): no such
 * account, a wrong password, or a disabled account (`userId` the account when there is one). Its
 * message is the library's, so the answer stays the same as for any refused grant.
 */
export class SignInRefused extends InvalidGrantError {
  constructor(
    message: string,
    readonly reason: Exclude<SignInFailure, 'client_failed'>,
    readonly userId: number | null,
  ) {
    super(message);
  }
}

/**
 * A rotated (revoked) refresh token used again: a stolen token. Its whole login was ended; the
 * answer is the one of any invalid refresh token. `userId` and `loginId` name the login, for the
 * audit trail (`auth.refresh_token_reused`).
 */
export class RefreshTokenReused extends InvalidGrantError {
  constructor(
    readonly userId: number,
    readonly loginId: string,
  ) {
    super('Invalid grant: refresh token is invalid');
  }
}

/**
 * How long this node keeps what an access token's query read, in ms (docs/operations.md "Access
 * token cache"). Any write this node makes drops every kept answer, so it sees its own sign-outs
 * and changes at once; another node's sign-out, disabled account or new credits show here within
 * this time.
 */
export const ACCESS_TOKEN_CACHE_MS = 1000;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The columns of `users` that place an account in its organisation ({@link authUserOf}). */
const MEMBERSHIP_COLUMNS = ['organisation_id', 'branch_id', 'org_role'] as const;

/** The request's user of an account row with its membership columns. */
const authUserOf = (row: {
  id: number;
  role: 'admin' | 'user';
  email: string;
  organisation_id: number | null;
  branch_id: number | null;
  org_role: Viewer['orgRole'];
}): AuthUser => ({
  id: row.id,
  role: row.role,
  email: row.email,
  organisationId: row.organisation_id,
  branchId: row.branch_id,
  orgRole: row.org_role,
});

interface StoredClient {
  id: string;
  dbId: number;
  grants: string[];
}

/** Revokes every token pair of login `loginId`; resolves to how many were still live. */
async function revokeFamily(db: DB, loginId: string): Promise<number> {
  const result = await db
    .updateTable('oauth_tokens')
    .set({ revoked_at: new Date() })
    .where('login_id', '=', loginId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends the login that `token` (any access or refresh token of it) belongs to (RFC 7009,
 * logout): every token pair of that sign-in, and records `auth.signed_out` by `actor` (its user
 * is the login's account) in the same transaction. An unknown token changes and records nothing;
 * a login already ended records nothing again.
 */
export async function revokeLogin(db: DB, token: string, actor: AuditActor): Promise<void> {
  const hash = sha256(token);
  const row = await db
    .selectFrom('oauth_tokens')
    .select(['login_id', 'user_id'])
    .where((eb) => eb.or([eb('access_token_hash', '=', hash), eb('refresh_token_hash', '=', hash)]))
    .executeTakeFirst();
  if (!row) return;
  await db.transaction().execute(async (trx) => {
    const ended = await revokeFamily(trx, row.login_id);
    if (ended)
      await recordAuditEvent(trx, {
        kind: 'auth.signed_out',
        ownerUserId: row.user_id,
        subject: await accountSubject(trx, row.user_id),
        actor: { ...actor, userId: row.user_id },
        detail: { login_id: row.login_id, tokens: ended },
      });
  });
}

export function createOauthModel(db: DB) {
  /** A live access token by its SHA-256 with its active user and client: the query of every authenticated request. */
  const liveAccessToken = preparedQuery(db, 'access-token', (hash) =>
    db
      .selectFrom('oauth_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .innerJoin('oauth_clients as c', 'c.id', 't.client_id')
      .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
      .leftJoin('branches as b', 'b.id', 'u.branch_id')
      .select([
        't.access_token_expires_at',
        't.login_id',
        ...IDENTITY_COLUMNS,
        'c.id as client_db_id',
        'c.client_id',
        'c.grants',
      ])
      .where('t.access_token_hash', '=', hash)
      .where('t.revoked_at', 'is', null)
      .where('u.active', '=', true),
  );
  type LiveToken = Awaited<ReturnType<typeof liveAccessToken>>[number];
  /** Live tokens by their SHA-256 (only found ones), for ACCESS_TOKEN_CACHE_MS; emptied by any write. */
  const kept = new LRUCache<string, LiveToken>({ max: 10_000, ttl: ACCESS_TOKEN_CACHE_MS });
  /** Counts this node's writes: an answer read while one happened is not kept. */
  let writes = 0;
  onWrite(db, () => {
    writes += 1;
    kept.clear();
  });
  const liveToken = async (hash: string): Promise<LiveToken | undefined> => {
    const found = kept.get(hash);
    if (found) return found;
    const before = writes;
    const [row] = await liveAccessToken(hash);
    if (row && writes === before) kept.set(hash, row);
    return row;
  };
  const clientById = async (dbId: number): Promise<StoredClient> => {
    const row = await db.selectFrom('oauth_clients').selectAll().where('id', '=', dbId).executeTakeFirstOrThrow();
    return { id: row.client_id, dbId: row.id, grants: row.grants };
  };
  const userById = async (id: number): Promise<AuthUser | undefined> => {
    const row = await db
      .selectFrom('users')
      .select(['id', 'role', 'email', ...MEMBERSHIP_COLUMNS])
      .where('id', '=', id)
      .where('active', '=', true)
      .executeTakeFirst();
    return row && authUserOf(row);
  };
  const tokenRow = (column: 'access_token_hash' | 'refresh_token_hash', token: string) =>
    db
      .selectFrom('oauth_tokens')
      .selectAll()
      .where(column, '=', sha256(token))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();

  return {
    async getClient(clientId: string, clientSecret: string | null) {
      const row = await db.selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
      if (!row || clientSecret === null || sha256(clientSecret) !== row.client_secret_hash) return false;
      return { id: row.client_id, dbId: row.id, grants: row.grants };
    },

    async getUser(username: string, password: string) {
      const row = await db
        .selectFrom('users')
        .select(['id', 'role', 'email', 'password_hash', 'active', ...MEMBERSHIP_COLUMNS])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', username.trim().toLowerCase()))
        .executeTakeFirst();
      if (!(await checkPassword(row?.password_hash, password)) || !row)
        throw new SignInRefused(INVALID_CREDENTIALS, row ? 'wrong_password' : 'unknown_account', row?.id ?? null);
      if (!row.active) throw new SignInRefused(DISABLED_MESSAGE, 'account_disabled', row.id);
      return authUserOf(row);
    },

    async saveToken(
      token: { accessToken: string; accessTokenExpiresAt?: Date; refreshToken?: string; refreshTokenExpiresAt?: Date },
      client: StoredClient,
      user: AuthUser,
    ) {
      await db
        .insertInto('oauth_tokens')
        .values({
          access_token_hash: sha256(token.accessToken),
          access_token_expires_at: token.accessTokenExpiresAt ?? new Date(),
          refresh_token_hash: token.refreshToken ? sha256(token.refreshToken) : null,
          refresh_token_expires_at: token.refreshTokenExpiresAt ?? null,
          client_id: client.dbId,
          user_id: user.id,
          revoked_at: null,
          login_id: user.loginId ?? crypto.randomUUID(),
        })
        .execute();
      return { ...token, client, user };
    },

    /**
     * A live access token with its active user and client, in one query. It runs on every
     * authenticated request, so on PostgreSQL it is a prepared statement (db/database.ts), and
     * its answer is kept for ACCESS_TOKEN_CACHE_MS until this node writes (docs/operations.md
     * "Access token cache"). The token's expiry is checked on every request.
     */
    async getAccessToken(accessToken: string) {
      const row = await liveToken(sha256(accessToken));
      if (!row) return false;
      return {
        accessToken,
        accessTokenExpiresAt: row.access_token_expires_at,
        client: { id: row.client_id, dbId: row.client_db_id, grants: row.grants } satisfies StoredClient,
        user: { ...authUserOf(row), loginId: row.login_id, identity: identityFrom(row) } satisfies AuthUser,
      };
    },

    /**
     * A live refresh token; reuse of a rotated (revoked) one ends its whole login (token theft)
     * and throws {@link RefreshTokenReused}.
     */
    async getRefreshToken(refreshToken: string) {
      const row = await tokenRow('refresh_token_hash', refreshToken);
      if (!row) {
        const used = await db
          .selectFrom('oauth_tokens')
          .select(['login_id', 'user_id'])
          .where('refresh_token_hash', '=', sha256(refreshToken))
          .executeTakeFirst();
        if (!used) return false;
        await revokeFamily(db, used.login_id);
        throw new RefreshTokenReused(used.user_id, used.login_id);
      }
      const user = await userById(row.user_id);
      if (!user) return false;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.refresh_token_expires_at ?? undefined,
        client: await clientById(row.client_id),
        user: { ...user, loginId: row.login_id },
      };
    },

    /** Revokes the whole token pair; false when another request already used it. */
    async revokeToken(token: { refreshToken: string }) {
      const result = await db
        .updateTable('oauth_tokens')
        .set({ revoked_at: new Date() })
        .where('refresh_token_hash', '=', sha256(token.refreshToken))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
