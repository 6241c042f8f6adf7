/**
 * Document configurations (docs/spec.md §3 Document configuration, §7 "Places, inquiries,
 * configurations"): paged list, defaults for a new one, get, create and update as multipart
 * form data with the logo upload. A user (admin included) sees and edits only the
 * configurations of their own account; another account's configuration is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ConfigurationDefaults,
  DocumentConfiguration,
  ErrorBody,
  IdParams,
  listQuery,
  Paged,
} from 'shared-api/contract';
import { DEFAULT_CONFIGURATION_TEXTS } from './default-texts';
import { notFound } from '../../lib/errors';
import {
  CONFIGURATION_ORDER_COLUMNS,
  listConfigurations,
  loadConfigurations,
  readConfigurationForm,
  saveConfiguration,
} from './configurations';

const FORM_ERRORS = { 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };
const multipart = { consumes: ['multipart/form-data'], tags: ['configurations'] };

const configurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The id of one of the caller's own configurations; 404 otherwise. */
  const ownId = async (request: FastifyRequest, id: number) => {
    const own = await app.db
      .selectFrom('document_configurations')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', request.user!.id)
      .executeTakeFirst();
    if (!own) throw notFound('Document configuration');
    return own.id;
  };

  app.get(
    '/front/document_configurations/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['configurations'],
        querystring: listQuery(CONFIGURATION_ORDER_COLUMNS),
        response: { 200: Paged(DocumentConfiguration), 401: ErrorBody },
      },
    },
    async (request) => listConfigurations(app.db, request.user!.id, request.query),
  );

  app.get(
    '/front/document_configurations/create',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['configurations'], response: { 200: ConfigurationDefaults, 401: ErrorBody } },
    },
    async () => DEFAULT_CONFIGURATION_TEXTS,
  );

  app.get(
    '/front/document_configurations/:id',
    {
      config: { access: 'own-account' },
      schema: {
        tags: ['configurations'],
        params: IdParams,
        response: { 200: DocumentConfiguration, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => (await loadConfigurations(app.db, [await ownId(request, request.params.id)]))[0],
  );

  app.post(
    '/front/document_configurations',
    {
      config: { access: 'signed-in' },
      schema: { ...multipart, response: { 201: DocumentConfiguration, ...FORM_ERRORS } },
    },
    async (request, reply) => {
      const form = await readConfigurationForm(request);
      const id = await saveConfiguration(app, request.user!.id, null, form);
      return reply.status(201).send((await loadConfigurations(app.db, [id]))[0]);
    },
  );

  app.post(
    '/front/document_configurations/:id',
    {
      config: { access: 'own-account' },
      schema: { ...multipart, params: IdParams, response: { 200: DocumentConfiguration, ...FORM_ERRORS } },
    },
    async (request) => {
      const id = await ownId(request, request.params.id);
      const form = await readConfigurationForm(request);
      await saveConfiguration(app, request.user!.id, id, form);
      return (await loadConfigurations(app.db, [id]))[0];
    },
  );
};

export default configurationRoutes;
