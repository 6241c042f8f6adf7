/**
 * The shared library (issue 44, docs/product.md "The shared library"): organisation templates
 * (the provider's and the organisation's own, another organisation's a 404; copied and changed by a
 * company manager, read only for other roles; a report made from one) and document configurations
 * per branch, whose empty company data answer the organisation's name, billing address and logo,
 * in the read answer and in the PDF. On the seeded firm (company manager, Gent branch manager,
 * inspector and sales member) against the seeded inspector's organisation of one (`user`).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { DocumentConfiguration, ReportFormOptions, TemplateHome, TemplateSummary } from 'shared-api/contract';
import {
  documentPdf,
  injectSend,
  multipart,
  pdfText,
  reportBody,
  reportInApp,
  startTestApp,
  type AccountKey,
  type TestContext,
} from './helpers';
import { completeInApp } from './tablet';
import { SEED_FIRM } from '../seed/seed-data';

type Headers = Record<string, string>;

describe('the shared library: organisation templates and configurations per branch (docs/product.md "The shared library")', () => {
  let ctx: TestContext;
  const as = {} as Record<'admin' | 'user' | 'manager' | 'branch' | 'inspector' | 'sales', Headers>;
  let firmId: number;
  let gent: number;
  let antwerpen: number;
  /** The provider's "Eengezinswoning" and the firm's copy of it. */
  let provider: TemplateHome;
  let copy: TemplateHome;

  before(async () => {
    ctx = await startTestApp();
    const keys: Record<keyof typeof as, AccountKey> = {
      admin: 'admin',
      user: 'user',
      manager: 'firmManager',
      branch: 'branchManager',
      inspector: 'firmInspector',
      sales: 'firmSales',
    };
    for (const [role, key] of Object.entries(keys)) as[role as keyof typeof as] = await ctx.auth(key);
    firmId = (await get('/front/me', as.manager)).json().organisation.id;
    const branches = (await get(`/front/organisations/${firmId}`, as.manager)).json().branches as {
      id: number;
      name: string;
    }[];
    gent = branches.find((branch) => branch.name === 'Gent')!.id;
    antwerpen = branches.find((branch) => branch.name === 'Antwerpen')!.id;
    const homes = (await get('/front/homes/?per_page=100', as.manager)).json().data as TemplateSummary[];
    provider = (
      await get(`/front/homes/${homes.find((home) => home.name === 'Eengezinswoning')!.id}`, as.manager)
    ).json();
  });
  after(() => ctx.close());

  const get = (url: string, headers: Headers) => ctx.app.inject({ url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });
  const homeIds = async (url: string, headers: Headers) =>
    ((await get(url, headers)).json().data as TemplateSummary[]).map((home) => home.id);

  describe('organisation templates', () => {
    it('copies a provider template into the organisation for a company manager, links and all', async () => {
      assert.equal(provider.organisation_id, null);
      assert.ok(provider.floors.length >= 2, 'a template with floors to change');
      const copied = await send('POST', `/front/homes/${provider.id}/copy`, as.manager, {});
      assert.equal(copied.statusCode, 201, copied.body);
      copy = copied.json();
      assert.notEqual(copy.id, provider.id);
      assert.equal(copy.organisation_id, firmId);
      assert.equal(copy.name, provider.name);
      assert.deepEqual(copy.floors, provider.floors);
      assert.deepEqual(copy.entities, provider.entities);
      assert.deepEqual(copy.extra_homes, provider.extra_homes);
    });

    it('shows every member the provider’s templates and the organisation’s, another organisation none of its own', async () => {
      for (const role of ['manager', 'branch', 'inspector', 'sales'] as const) {
        const listed = await homeIds('/front/homes/?per_page=100', as[role]);
        assert.ok(listed.includes(copy.id) && listed.includes(provider.id), role);
        assert.equal((await get(`/front/homes/${copy.id}`, as[role])).statusCode, 200, role);
        const options = (await get('/front/reports/create', as[role])).json() as ReportFormOptions;
        assert.equal(options.homes.find((home) => home.id === copy.id)?.organisation_id, firmId, role);
        assert.equal(options.homes.find((home) => home.id === provider.id)?.organisation_id, null, role);
      }
      // another organisation: the copy does not exist for it
      assert.ok(!(await homeIds('/front/homes/?per_page=100', as.user)).includes(copy.id));
      assert.equal((await get(`/front/homes/${copy.id}`, as.user)).statusCode, 404);
      const all = (await get('/front/homes/all', as.user)).json() as TemplateSummary[];
      assert.ok(all.some((home) => home.id === provider.id) && !all.some((home) => home.id === copy.id));
      const options = (await get('/front/reports/create', as.user)).json() as ReportFormOptions;
      assert.ok(!options.homes.some((home) => home.id === copy.id));
      const made = await send('POST', '/front/reports/', as.user, await reportBody(ctx, 'user', { home_id: copy.id }));
      assert.equal(made.statusCode, 422, made.body);
      assert.ok(made.json().errors.home_id);
      // the admin sees every template
      assert.ok((await homeIds('/front/homes/?per_page=100', as.admin)).includes(copy.id));
    });

    it('lets the company manager change the copy and leaves the provider’s template as it was', async () => {
      const renamed = await send('PUT', `/front/homes/${copy.id}`, as.manager, {
        name: 'Eengezinswoning Schelde',
        description: 'Onze eigen versie',
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.equal(renamed.json().name, 'Eengezinswoning Schelde');
      const floors = [{ ...copy.floors[0], name: 'Benedenverdieping Schelde' }];
      const synced = await send('POST', `/front/homes/${copy.id}/floors`, as.manager, { floors });
      assert.equal(synced.statusCode, 200, synced.body);
      assert.deepEqual(
        (synced.json() as TemplateHome).floors.map((floor) => floor.name),
        ['Benedenverdieping Schelde'],
      );
      const unchanged = (await get(`/front/homes/${provider.id}`, as.admin)).json() as TemplateHome;
      assert.equal(unchanged.name, provider.name);
      assert.deepEqual(unchanged.floors, provider.floors);
      const blank = await send('PUT', `/front/homes/${copy.id}`, as.manager, { name: ' ', description: 'x' });
      assert.equal(blank.statusCode, 422);
      assert.ok(blank.json().errors.name);
    });

    it('refuses the provider’s templates to a company manager (403) and another organisation’s to anyone (404)', async () => {
      const body = { name: 'Overgenomen', description: 'x' };
      const provided = await send('PUT', `/front/homes/${provider.id}`, as.manager, body);
      assert.equal(provided.statusCode, 403);
      assert.match(provided.json().message, /aanbieder/);
      assert.equal((await send('DELETE', `/front/homes/${provider.id}`, as.manager)).statusCode, 403);
      assert.equal(
        (await send('POST', `/front/homes/${provider.id}/floors`, as.manager, { floors: [] })).statusCode,
        403,
      );
      assert.equal((await send('PUT', `/front/homes/${copy.id}`, as.user, body)).statusCode, 404);
      assert.equal((await send('DELETE', `/front/homes/${copy.id}`, as.user)).statusCode, 404);
      assert.equal((await send('POST', `/front/homes/${copy.id}/copy`, as.user, {})).statusCode, 404);
      assert.equal((await send('POST', `/front/homes/${copy.id}/entities`, as.user, { entities: [] })).statusCode, 404);
      assert.equal((await get(`/front/homes/${provider.id}`, as.admin)).json().name, provider.name);
    });

    it('gives the other roles read only: 403 on every write', async () => {
      for (const role of ['branch', 'inspector', 'sales'] as const) {
        const writes = [
          await send('POST', `/front/homes/${provider.id}/copy`, as[role], {}),
          await send('PUT', `/front/homes/${copy.id}`, as[role], { name: 'X', description: 'x' }),
          await send('POST', `/front/homes/${copy.id}/floors`, as[role], { floors: [] }),
          await send('DELETE', `/front/homes/${copy.id}`, as[role]),
        ];
        assert.deepEqual(
          writes.map((response) => response.statusCode),
          [403, 403, 403, 403],
          role,
        );
      }
      assert.equal((await get(`/front/homes/${copy.id}`, as.manager)).json().name, 'Eengezinswoning Schelde');
    });

    it('links only extra buildings the organisation sees', async () => {
      const extras = (await get('/front/homes/?extra=1&per_page=100', as.user)).json().data as TemplateSummary[];
      const theirs = await send('POST', `/front/homes/${extras[0].id}/copy`, as.user, { name: 'Garage van een ander' });
      assert.equal(theirs.statusCode, 201, theirs.body);
      const link = { id: theirs.json().id, order: 1, name: 'Garage' };
      const refused = await send('POST', `/front/homes/${copy.id}/extra_homes`, as.manager, { extra_homes: [link] });
      assert.equal(refused.statusCode, 422);
      assert.ok(refused.json().errors['extra_homes.0.id']);
      const allowed = await send('POST', `/front/homes/${copy.id}/extra_homes`, as.manager, {
        extra_homes: [{ ...link, id: extras[0].id }],
      });
      assert.equal(allowed.statusCode, 200, allowed.body);
    });

    it('makes a report from the organisation’s template for any member, with the copy’s own content', async () => {
      const reportId = await reportInApp(ctx, 'firmInspector', { home_id: copy.id });
      const detail = (await get(`/front/reports/${reportId}`, as.inspector)).json();
      assert.deepEqual(
        detail.homes.map((home: { id: number; name: string }) => home.name),
        ['Eengezinswoning Schelde'],
      );
      const content = (await get(`/app/reports/${reportId}`, as.inspector)).json().content;
      const main = content.homes.find((home: { type: string }) => home.type === 'main');
      assert.deepEqual(
        main.floors.map((floor: { name: string }) => floor.name),
        ['Benedenverdieping Schelde'],
      );
    });

    it('deletes the organisation’s copy; the audit trail holds every change', async () => {
      const spare = (await send('POST', `/front/homes/${copy.id}/copy`, as.manager, { name: 'Reserve' })).json();
      assert.equal(spare.organisation_id, firmId);
      assert.equal((await send('DELETE', `/front/homes/${spare.id}`, as.manager)).statusCode, 204);
      assert.equal((await get(`/front/homes/${spare.id}`, as.manager)).statusCode, 404);
      assert.equal((await get(`/front/homes/${spare.id}`, as.admin)).statusCode, 404);
      const trail = async (kind: string) =>
        (await get(`/front/audit?kind=${kind}&per_page=100`, as.admin)).json().data as {
          subject: string;
          detail: Record<string, unknown>;
        }[];
      const copied = await trail('template.copied');
      assert.ok(copied.some((event) => event.detail.template_id === copy.id && event.detail.source_id === provider.id));
      const changed = await trail('template.changed');
      assert.deepEqual(
        changed
          .filter((event) => event.detail.template_id === copy.id)
          .map((event) => event.detail.change)
          .sort(),
        ['details', 'extra_homes', 'floors'],
      );
      assert.ok((await trail('template.deleted')).some((event) => event.detail.template_id === spare.id));
      const made = await send('POST', '/front/homes', as.admin, {
        name: 'Appartement aanbieder',
        description: 'Nieuw',
      });
      assert.equal(made.statusCode, 201, made.body);
      assert.equal(made.json().organisation_id, null);
      assert.ok((await trail('template.created')).some((event) => event.detail.template_id === made.json().id));
    });
  });

  describe('document configurations per branch', () => {
    /** Posts the configuration form as `headers` to `url`. */
    const save = async (headers: Headers, url: string, fields: Record<string, string>) => {
      const body = await multipart(fields);
      return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
    };
    let antwerpConfig: DocumentConfiguration;
    let gentConfig: DocumentConfiguration;
    let logoPath: string;

    before(async () => {
      // the firm's billing address and logo, set here directly (test/organisation-details.test.ts edits them through the API)
      const address = await ctx.db
        .insertInto('addresses')
        .values({ street: 'Kouter', street_number: '10', zipcode: '9000', city: 'Gent', country: 'BE' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      logoPath = await ctx.app.storage.put('logos', 'png', png);
      await ctx.db
        .updateTable('organisations')
        .set({ address_id: address.id, logo_path: logoPath })
        .where('id', '=', firmId)
        .execute();
    });

    it('keeps a configuration to its branch: its members and the company managers use it, other branches do not see it', async () => {
      const created = await save(as.manager, '/front/document_configurations', {
        name: 'Kantoor Antwerpen',
        branch_id: String(antwerpen),
      });
      assert.equal(created.statusCode, 201, created.body);
      antwerpConfig = created.json();
      assert.equal(antwerpConfig.branch_id, antwerpen);
      const listed = async (headers: Headers) =>
        (
          (await get('/front/document_configurations/?per_page=100', headers)).json().data as DocumentConfiguration[]
        ).map((config) => config.id);
      assert.ok((await listed(as.manager)).includes(antwerpConfig.id));
      for (const role of ['branch', 'inspector', 'sales'] as const) {
        assert.ok(!(await listed(as[role])).includes(antwerpConfig.id), role);
        assert.equal((await get(`/front/document_configurations/${antwerpConfig.id}`, as[role])).statusCode, 404, role);
        const options = (await get('/front/reports/create', as[role])).json() as ReportFormOptions;
        assert.ok(!options.document_configurations.some((config) => config.id === antwerpConfig.id), role);
      }
      const made = await send(
        'POST',
        '/front/reports/',
        as.inspector,
        await reportBody(ctx, 'firmInspector', { document_configuration_id: antwerpConfig.id }),
      );
      assert.equal(made.statusCode, 422, made.body);
      assert.ok(made.json().errors.document_configuration_id);
      // a Gent configuration is the Gent members'
      const forGent = await save(as.manager, '/front/document_configurations', {
        name: 'Kantoor Gent',
        branch_id: String(gent),
      });
      assert.equal(forGent.statusCode, 201, forGent.body);
      gentConfig = forGent.json();
      for (const role of ['branch', 'inspector', 'sales'] as const)
        assert.ok((await listed(as[role])).includes(gentConfig.id), role);
    });

    it('refuses a branch of another organisation (422 on branch_id)', async () => {
      const theirs = (await get('/front/me', as.user)).json().organisation.id;
      const branch = (await get(`/front/organisations/${theirs}`, as.user)).json().branches[0].id;
      const refused = await save(as.manager, '/front/document_configurations', {
        name: 'X',
        branch_id: String(branch),
      });
      assert.equal(refused.statusCode, 422);
      assert.ok(refused.json().errors.branch_id);
      const moved = await save(as.manager, `/front/document_configurations/${gentConfig.id}`, {
        name: 'Kantoor Gent',
        branch_id: String(branch),
      });
      assert.equal(moved.statusCode, 422);
      assert.equal((await get(`/front/document_configurations/${gentConfig.id}`, as.manager)).json().branch_id, gent);
      const garbage = await save(as.manager, '/front/document_configurations', { name: 'X', branch_id: 'abc' });
      assert.equal(garbage.statusCode, 422);
      assert.ok(garbage.json().errors.branch_id);
    });

    it('answers the organisation’s name, billing address and logo where the configuration leaves them empty; a filled field wins', async () => {
      const read = (
        await get(`/front/document_configurations/${gentConfig.id}`, as.inspector)
      ).json() as DocumentConfiguration;
      assert.equal(read.company_name, SEED_FIRM.name);
      assert.equal(read.address?.street, 'Kouter');
      assert.equal(read.address?.city, 'Gent');
      assert.ok(read.logo?.path.startsWith(`${logoPath}?`), read.logo?.path);
      assert.equal((await ctx.app.inject({ url: read.logo!.path })).statusCode, 200);
      assert.deepEqual([...(read.inherited ?? [])].sort(), ['address', 'company_name', 'logo']);
      const filled = await save(as.manager, `/front/document_configurations/${gentConfig.id}`, {
        name: 'Kantoor Gent',
        company_name: 'Schelde Gent',
        street: 'Veldstraat',
        street_number: '3',
        zipcode: '9000',
        city: 'Gent',
        country: 'BE',
      });
      assert.equal(filled.statusCode, 200, filled.body);
      const own = filled.json() as DocumentConfiguration;
      assert.equal(own.company_name, 'Schelde Gent');
      assert.equal(own.address?.street, 'Veldstraat');
      assert.deepEqual(own.inherited, ['logo']);
      assert.equal(own.branch_id, gent, 'a form without branch_id keeps the branch');
    });

    it('prints the organisation’s company data in the PDF where the configuration leaves it empty', async () => {
      const emptied = await save(as.manager, `/front/document_configurations/${gentConfig.id}`, {
        name: 'Kantoor Gent',
        company_name: '',
      });
      assert.equal(emptied.statusCode, 200, emptied.body);
      const reportId = await reportInApp(ctx, 'firmInspector', { document_configuration_id: gentConfig.id });
      await completeInApp(injectSend(ctx.app, as.inspector), reportId, { photos: 0 });
      await ctx.app.documents.idle();
      const { hashed_id: hashedId } = await ctx.db
        .selectFrom('reports')
        .select('hashed_id')
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow();
      const pdf = async () => (await pdfText((await documentPdf(ctx, hashedId)).rawPayload)).text;
      const inherited = await pdf();
      assert.ok(inherited.includes(SEED_FIRM.name), 'the organisation’s name');
      assert.ok(inherited.includes('Kouter 10'), 'the organisation’s billing address');
      assert.ok(inherited.includes(SEED_FIRM.vat_number), 'the organisation’s VAT number');
      const named = await save(as.manager, `/front/document_configurations/${gentConfig.id}`, {
        name: 'Kantoor Gent',
        company_name: 'Schelde Gent',
      });
      assert.equal(named.statusCode, 200, named.body);
      const regenerate = await ctx.app.inject({
        method: 'DELETE',
        url: `/reports/pdf/${hashedId}`,
        headers: as.inspector,
      });
      assert.equal(regenerate.statusCode, 202, regenerate.body);
      await ctx.app.documents.idle();
      const own = await pdf();
      assert.ok(own.includes('Schelde Gent'), 'the configuration’s own name wins');
      assert.ok(!own.includes(SEED_FIRM.name), 'and replaces the organisation’s');
    });
  });
});
