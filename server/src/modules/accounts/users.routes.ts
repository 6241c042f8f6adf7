/**
 * Users and money (docs/spec.md §7 "Users and money", §2 `/users`, `/profile`, §4 Subscription, §6).
 * Admin only: the list, creating accounts, enabling and disabling them (never one's own),
 * extending subscriptions, granting credits and the export of every account's transactions. An admin or the account itself (another account is
 * 404): reading and editing it, its profile picture, its transactions and their export. The
 * account itself only: its password and buying credits. Rules live in modules/accounts/users.ts,
 * modules/payments/credits.ts, modules/payments/providers.ts and modules/payments/transactions.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AccountActivation,
  AdminCredits,
  Created,
  CreditPurchase,
  ErrorBody,
  ExportFormatQuery,
  IdParams,
  listQuery,
  MAX_PAGE,
  MessageBody,
  Paged,
  PasswordChange,
  PaymentStart,
  SubscriptionExtension,
  SubscriptionResult,
  Transaction,
  TransactionExportQuery,
  User,
  USER_ORDER_COLUMNS,
  UserInput,
  UserSummary,
  calendarDayOf,
} from 'shared-api/contract';
import type { FastifyReply } from 'fastify';
import { invalidField } from '../../lib/errors';
import { readMediaUpload } from '../../plugins/upload-form';
import {
  extendSubscription,
  grantCredits,
  startPurchase,
  exportTransactions,
  listTransactions,
  transactionScope,
  type ExportFile,
} from '../payments';
import { changePassword, setProfilePicture } from './profile';
import { sendMailJob } from '../jobs';
import { assertReachable, createUser, getUser, listUsers, setActive, updateUser } from './users';
import { translateFor } from '../../lib/messages';
import { requestActor } from '../../plugins/request-actor';
import { recordExport } from '../audit';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
/** The Brussels day of `unix` (the export's days as the admin chose them; docs/product.md "Calendar dates"). */
const day = (unix: number) => calendarDayOf(unix);

const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = { config: { access: 'owner' as const } };
  const self = { config: { access: 'self' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/front/users/',
    {
      ...admin,
      schema: {
        tags: ['users'],
        querystring: listQuery(USER_ORDER_COLUMNS),
        response: { 200: Paged(UserSummary), ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/front/users/:id',
    { ...owner, schema: { tags: ['users'], params: IdParams, response: { 200: User, ...errors } } },
    async (request) => getUser(app, request.user!, request.params.id),
  );

  app.post(
    '/front/users',
    { ...admin, schema: { tags: ['users'], body: UserInput, response: { 201: Created, ...errors } } },
    async (request, reply) => {
      const id = await createUser(app.db, request.user!, request.body, requestActor(request));
      await sendMailJob(app.jobs, { kind: 'welcome', userId: id });
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/front/users/:id',
    { ...owner, schema: { tags: ['users'], params: IdParams, body: UserInput, response: { 200: User, ...errors } } },
    async (request) => {
      await updateUser(app.db, request.user!, request.params.id, request.body, requestActor(request));
      return getUser(app, request.user!, request.params.id);
    },
  );

  app.post(
    '/front/users/:id/active',
    {
      ...admin,
      schema: { tags: ['users'], params: IdParams, body: AccountActivation, response: { 200: User, ...errors } },
    },
    async (request) => {
      await setActive(app.db, request.user!, request.params.id, request.body.active, requestActor(request));
      return getUser(app, request.user!, request.params.id);
    },
  );

  app.post(
    '/front/users/:id/subscriptions',
    {
      ...admin,
      schema: {
        tags: ['users'],
        params: IdParams,
        body: SubscriptionExtension,
        response: { 200: SubscriptionResult, ...errors },
      },
    },
    async (request) => ({
      subscription_active_until: await extendSubscription(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        requestActor(request),
      ),
    }),
  );

  app.post(
    '/front/users/:id/admin_credits',
    {
      ...admin,
      schema: {
        tags: ['users'],
        params: IdParams,
        body: AdminCredits,
        response: { 200: Type.Object({ credit_count: Type.Integer() }), ...errors },
      },
    },
    async (request) => ({
      credit_count: await grantCredits(app.db, request.user!, request.params.id, request.body, requestActor(request)),
    }),
  );

  app.post(
    '/front/users/:id/credits',
    {
      ...self,
      schema: { tags: ['users'], params: IdParams, body: CreditPurchase, response: { 200: PaymentStart, ...errors } },
    },
    async (request) => {
      const url = await startPurchase(app.db, app.payments, app.config.publicUrl, request.user!, request.body);
      return { payment_url: url };
    },
  );

  app.post(
    '/front/users/:id/password',
    {
      ...self,
      schema: { tags: ['users'], params: IdParams, body: PasswordChange, response: { 200: MessageBody, ...errors } },
    },
    async (request) => {
      await changePassword(
        app.db,
        request.params.id,
        request.body,
        request.user!.loginId ?? null,
        requestActor(request),
      );
      return { message: translateFor(request.headers, 'accounts.passwordChanged') };
    },
  );

  app.post(
    '/front/users/:id/profile_picture',
    {
      ...owner,
      schema: {
        tags: ['users'],
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: {
          200: Type.Object({ profile_picture_url: Type.String() }),
          413: ErrorBody,
          415: ErrorBody,
          ...errors,
        },
      },
    },
    async (request) => {
      assertReachable(request.user!, request.params.id);
      const { file } = await readMediaUpload(request, Type.Object({}), 'profile_picture');
      return {
        profile_picture_url: await app.fileUrls.sign(
          await setProfilePicture(app, request.user!, request.params.id, file),
        ),
      };
    },
  );

  app.get(
    '/front/users/:id/transactions',
    {
      ...owner,
      schema: {
        tags: ['users'],
        params: IdParams,
        querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })) }),
        response: { 200: Paged(Transaction), ...errors },
      },
    },
    async (request) => {
      await getUser(app, request.user!, request.params.id);
      const scope = await transactionScope(app.db, request.user!, request.params.id);
      return listTransactions(app.db, scope, request.query.page ?? 1);
    },
  );

  app.get(
    '/front/users/:id/export/transactions',
    { ...owner, schema: { tags: ['users'], params: IdParams, querystring: ExportFormatQuery, response: errors } },
    async (request, reply) => {
      const user = await getUser(app, request.user!, request.params.id);
      const format = request.query.format ?? 'csv';
      const scope = await transactionScope(app.db, request.user!, user.id);
      const file = await exportTransactions(app.db, scope, format, `gebruiker-${user.id}`);
      await recordExport(app.db, requestActor(request), { what: 'transactions', format }, { ownerUserId: user.id });
      return sendFile(reply, file);
    },
  );

  app.get(
    '/front/transactions/export',
    { ...admin, schema: { tags: ['users'], querystring: TransactionExportQuery, response: errors } },
    async (request, reply) => {
      const { date_from, date_until, format } = request.query;
      if (date_until < date_from) throw invalidField('date_until', 'field.endBeforeStart');
      const file = await exportTransactions(
        app.db,
        { from: new Date(date_from * 1000), until: new Date(date_until * 1000) },
        format ?? 'csv',
        `${day(date_from)}-${day(date_until)}`,
      );
      await recordExport(app.db, requestActor(request), {
        what: 'transactions',
        format: format ?? 'csv',
        date_from,
        date_until,
      });
      return sendFile(reply, file);
    },
  );
};

export default userRoutes;
