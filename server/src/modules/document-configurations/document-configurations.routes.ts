/**
 * Document configurations (docs/spec.md §3 Document configuration, §7 "Places, inquiries,
 * configurations"): paged list, defaults for a new one, get, create and update as multipart
 * form data with the logo upload. A member sees the configurations of their organisation, shared
 * by its members (issue 44), except those of another branch (docs/product.md "The shared
 * library"); an admin only their own account's; another's is a 404. Only a company manager (or an
 * admin, on their own) creates and edits them: any other role gets 403 (docs/product.md
 * "Organisations and roles"). Empty company data answers the organisation's (`inherited`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CONFIGURATION_ADDRESS_FIELDS,
  CONFIGURATION_FIELDS,
  CONFIGURATION_TEXT_FIELDS,
  ConfigurationDefaults,
  DocumentConfiguration,
  ErrorBody,
  IdParams,
  listQuery,
  Paged,
} from 'shared-api/contract';
import { DEFAULT_CONFIGURATION_TEXTS } from './default-texts';
import { readUploadForm } from '../../plugins/upload-form';
import {
  CONFIGURATION_ORDER_COLUMNS,
  listConfigurations,
  answeredConfigurations,
  ownConfigurationId,
  type ConfigurationForm,
  saveConfiguration,
} from './configurations';

/** Every text field the form reads; others are ignored. */
const KNOWN_FIELDS: ReadonlySet<string> = new Set<string>([
  ...CONFIGURATION_FIELDS,
  ...CONFIGURATION_ADDRESS_FIELDS,
  ...CONFIGURATION_TEXT_FIELDS,
  'emails',
  'remove_logo',
  'language',
  'print_national_numbers',
  'branch_id',
]);

/** Reads a multipart request. Throws 415 for another content type, 413 for a logo over 50 MB. */
async function readConfigurationForm(request: FastifyRequest): Promise<ConfigurationForm> {
  const { fields, file } = await readUploadForm(request, KNOWN_FIELDS, 'logo');
  return { fields, logo: file };
}

const FORM_ERRORS = { 401: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };
const multipart = { consumes: ['multipart/form-data'], tags: ['configurations'] };

const configurationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ownId = (request: FastifyRequest, id: number) => ownConfigurationId(app.db, request.user!, id);

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
    async (request) => listConfigurations(app, request.user!, request.query),
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
    async (request) => (await answeredConfigurations(app, [await ownId(request, request.params.id)]))[0],
  );

  app.post(
    '/front/document_configurations',
    {
      config: { access: 'company-manager' },
      schema: { ...multipart, response: { 201: DocumentConfiguration, ...FORM_ERRORS } },
    },
    async (request, reply) => {
      const form = await readConfigurationForm(request);
      const id = await saveConfiguration(app, request.user!.id, null, form);
      return reply.status(201).send((await answeredConfigurations(app, [id]))[0]);
    },
  );

  app.post(
    '/front/document_configurations/:id',
    {
      config: { access: 'company-manager' },
      schema: { ...multipart, params: IdParams, response: { 200: DocumentConfiguration, ...FORM_ERRORS } },
    },
    async (request) => {
      const id = await ownId(request, request.params.id);
      const form = await readConfigurationForm(request);
      await saveConfiguration(app, request.user!.id, id, form);
      return (await answeredConfigurations(app, [id]))[0];
    },
  );
};

export default configurationRoutes;
