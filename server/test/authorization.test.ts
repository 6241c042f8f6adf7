/**
 * The authorization matrix (issue 11, docs/spec.md §6, docs/product.md "Organisations and roles"):
 * every route of the OpenAPI description is called as a guest, as the owner of the records (the
 * seeded inspector, company manager of an organisation of one), as another regular account with
 * the owner's ids, and as an admin; and, on the records of the seeded firm (issue 44), as its
 * company manager, its Gent branch manager, its inspector (the records' owner, in Gent) and its
 * Gent sales member. A route missing from the matrix, or listed but gone, fails. "ok" means the
 * caller got past every check: no 401, 403 or 404, and no 500 (a 503 "being generated" is an
 * answer of its own). Requests carry valid bodies where the owner's answer would otherwise stop
 * at validation.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { account, outbox, reportBody, reportInApp, startTestApp, type AccountKey, type TestContext } from './helpers';
import { signaturePng } from './tablet';

/** The callers: the first four on the owner's records, the firm's four on the firm's. */
type Role = 'guest' | 'user' | 'other' | 'admin' | 'manager' | 'branch' | 'inspector' | 'sales';
type Outcome = 'ok' | 401 | 403 | 404;
type Access = Record<Role, Outcome>;

const FIRM_ROLES = ['manager', 'branch', 'inspector', 'sales'] as const;
const isFirm = (role: Role) => (FIRM_ROLES as readonly Role[]).includes(role);
/** The seeded account of each role that signs in. */
const ACCOUNTS: Record<Exclude<Role, 'guest'>, AccountKey> = {
  user: 'user',
  other: 'expiring',
  admin: 'admin',
  manager: 'firmManager',
  branch: 'branchManager',
  inspector: 'firmInspector',
  sales: 'firmSales',
};

const PUBLIC: Access = {
  guest: 'ok',
  user: 'ok',
  other: 'ok',
  admin: 'ok',
  manager: 'ok',
  branch: 'ok',
  inspector: 'ok',
  sales: 'ok',
};
const SIGNED_IN: Access = { ...PUBLIC, guest: 401 };
/**
 * A report (the firm's, in Gent, for its members), by the one report rule: another account gets
 * 404, an admin reaches every report, the firm's company manager every report of the firm, its
 * Gent branch manager and sales member the Gent reports, its inspector the ones they own.
 */
const OWNER: Access = { ...SIGNED_IN, other: 404 };
/** A report's content or signatures: as {@link OWNER}, but never a sales member. */
const REPORT_WORK: Access = { ...OWNER, sales: 403 };
/** The field app's list: anyone signed in but a sales member. */
const FIELD_APP: Access = { ...SIGNED_IN, sales: 403 };
/** An account's own record (the firm's inspector for the firm's members): the account itself or an admin. */
const ACCOUNT: Access = { ...OWNER, manager: 404, branch: 404, sales: 404 };
/** A record the owner's organisation shares (a configuration): its members, admins not included. */
const OWN_ACCOUNT: Access = { ...OWNER, admin: 404 };
const ADMIN: Access = {
  guest: 401,
  user: 403,
  other: 403,
  admin: 'ok',
  manager: 403,
  branch: 403,
  inspector: 403,
  sales: 403,
};
/** The caller's own account only: another gets 404, an admin 403 (password changes). */
const SELF: Access = { ...ACCOUNT, admin: 403 };
/** Buying credits for one's organisation: one's own account, as a company manager. */
const PURCHASE: Access = { ...SELF, inspector: 403 };
/** A new configuration: only a company manager (or an admin, their own). */
const CONFIGURATION_NEW: Access = { ...SIGNED_IN, branch: 403, inspector: 403, sales: 403 };
/** A configuration of the organisation: its company manager changes it. */
const CONFIGURATION_EDIT: Access = { ...OWN_ACCOUNT, branch: 403, inspector: 403, sales: 403 };
/** The firm itself: its members and admins; another organisation's accounts get 404. */
const ORGANISATION: Access = { ...SIGNED_IN, user: 404, other: 404 };
/** Copying a template the caller sees into their organisation: a company manager (an admin's copy stays the provider's). */
const TEMPLATE_COPY: Access = { ...SIGNED_IN, branch: 403, inspector: 403, sales: 403 };
/** An organisation's own template: its members read it (OWNER), its company managers and admins change it. */
const ORG_TEMPLATE: Access = { ...OWNER, branch: 403, inspector: 403, sales: 403 };
/** The firm's team: its company and branch managers, its sales members (to plan) and admins. */
const TEAM: Access = { ...ORGANISATION, inspector: 403 };
/** The firm's branches, invitations and members: its company managers and admins. */
const COMPANY: Access = { ...TEAM, branch: 403, sales: 403 };

/**
 * The word each route must declare in `config.access` (plugins/access.ts) for the outcomes the
 * matrix expects of it. Written here, apart from the routes, so a declaration that drifts from
 * the expected outcomes fails even when the checks happen to agree. Some words serve several
 * tables: the plugin checks the caller, and the record's side depends on the record (a report, an
 * account, an organisation: db/owned.ts).
 */
const DECLARED = new Map<Access, string>([
  [PUBLIC, 'public'],
  [SIGNED_IN, 'signed-in'],
  [OWNER, 'owner'],
  [ACCOUNT, 'owner'],
  [ORGANISATION, 'owner'],
  [REPORT_WORK, 'report-work'],
  [FIELD_APP, 'report-work'],
  [OWN_ACCOUNT, 'own-account'],
  [ADMIN, 'admin'],
  [SELF, 'self'],
  [PURCHASE, 'self'],
  [CONFIGURATION_NEW, 'company-manager'],
  [CONFIGURATION_EDIT, 'company-manager'],
  [COMPANY, 'company-manager'],
  [TEMPLATE_COPY, 'company-manager'],
  [ORG_TEMPLATE, 'company-manager'],
  [TEAM, 'team-reader'],
]);

interface Fixtures {
  report: number;
  hashedId: string;
  /** The signed URL of the report's newest PDF, as its detail gives it. */
  pdfUrl: string;
  /** The report's first party, with a representative of key `matrix`. */
  party: string;
  place: number;
  room: string;
  /** Photos of the report with the item each belongs to. */
  media: { id: number; owner: string }[];
  addendum: number;
  configuration: number;
  template: { home: number; floor: number; room: number; entity: number; question: number };
  /** A template of the owner's organisation (docs/product.md "The shared library"), and a way to make another to delete. */
  orgHome: number;
  freshOrgHome: () => Promise<number>;
  reportBody: object;
  save: object;
  edited: object;
  /** The owner's account id and its current details (a valid user editor body). */
  owner: number;
  ownerBody: object;
  /** An open inquiry, for the admin to delete. */
  inquiry: number;
  /** A new report of the owner, for the calls that delete one. */
  freshReport: () => Promise<number>;
  /** A sign-off request of the report, the token of its link, its page's PDF URL and the draft addendum of its remarks. */
  signOff: { request: number; token: string; pdfUrl: string; addendum: number; signature: string };
  /** The seeded firm, its Antwerpen branch, and an open invitation of it for each role to withdraw. */
  firm: {
    id: number;
    antwerpen: number;
    gent: number;
    /** The firm's inspector, a member whose role and branch the team calls set again. */
    member: number;
    invitations: Record<Role, number>;
    token: string;
  };
  /** The path of a calendar feed of an account none of the roles is (so no role's revoking ends it). */
  calendarFeed: string;
}

/**
 * The request a role makes: its path (params filled in) and, for writes, its body. `f` holds the
 * records of the role's side (the owner's, or the firm's for the firm's members); `index` counts
 * the roles of that side, for records that one call uses up.
 */
type Probe = (
  f: Fixtures,
  role: Role,
  index: number,
) => Promise<{ url: string; payload?: object }> | { url: string; payload?: object };

const at = (url: string, payload?: object) => () => ({ url, payload });

const MATRIX: Record<string, [Access, Probe?]> = {
  'POST /oauth/token': [PUBLIC],
  'POST /oauth/revoke': [PUBLIC],
  'GET /front/me': [SIGNED_IN],
  'POST /front/reset_password': [PUBLIC, at('/front/reset_password', { email: 'niemand@voorbeeld.be' })],
  'POST /front/reset': [PUBLIC],
  'GET /front/reports/create': [SIGNED_IN],
  'GET /front/reports/circumstances': [SIGNED_IN],
  'POST /front/reports/': [SIGNED_IN],
  'GET /front/reports/': [SIGNED_IN],
  'PATCH /front/reports/{id}': [OWNER, (f) => ({ url: `/front/reports/${f.report}`, payload: f.reportBody })],
  // assignment and agenda (issue 44): taking nobody's inspection away is past every check and changes nothing
  'PUT /front/reports/{id}/plan': [
    OWNER,
    (f) => ({ url: `/front/reports/${f.report}/plan`, payload: { inspector_id: null, start: null, minutes: null } }),
  ],
  'POST /front/calendar-feed': [SIGNED_IN],
  'DELETE /front/calendar-feed': [SIGNED_IN],
  // the feed's token is its only key: whoever holds the URL reads the feed until it is revoked
  'GET /calendar/{file}': [PUBLIC, (f) => ({ url: f.calendarFeed })],
  'DELETE /front/reports/{id}': [OWNER, async (f) => ({ url: `/front/reports/${await f.freshReport()}` })],
  'GET /front/reports/{id}': [OWNER, (f) => ({ url: `/front/reports/${f.report}` })],
  'POST /front/reports/{id}/follow_up': [
    OWNER,
    (f) => ({ url: `/front/reports/${f.report}/follow_up`, payload: { type: 'exit' } }),
  ],
  'GET /front/reports/{id}/download-media': [OWNER, (f) => ({ url: `/front/reports/${f.report}/download-media` })],
  'POST /front/inquiries': [PUBLIC],
  'GET /front/inquiries/': [ADMIN],
  'DELETE /front/inquiries/{id}': [ADMIN, (f) => ({ url: `/front/inquiries/${f.inquiry}` })],
  'POST /front/inquiries/{id}/upgrade': [ADMIN, (f) => ({ url: `/front/inquiries/${f.inquiry}/upgrade`, payload: {} })],
  'GET /front/users/': [ADMIN],
  'POST /front/users': [ADMIN],
  'GET /front/users/{id}': [ACCOUNT, (f) => ({ url: `/front/users/${f.owner}` })],
  'POST /front/users/{id}': [ACCOUNT, (f) => ({ url: `/front/users/${f.owner}`, payload: f.ownerBody })],
  'POST /front/users/{id}/subscriptions': [
    ADMIN,
    (f) => ({ url: `/front/users/${f.owner}/subscriptions`, payload: {} }),
  ],
  // enabling an active account changes nothing, so the owner's later calls still pass
  'POST /front/users/{id}/active': [
    ADMIN,
    (f) => ({ url: `/front/users/${f.owner}/active`, payload: { active: true } }),
  ],
  'POST /front/users/{id}/admin_credits': [
    ADMIN,
    (f) => ({ url: `/front/users/${f.owner}/admin_credits`, payload: {} }),
  ],
  'POST /front/users/{id}/credits': [
    PURCHASE,
    (f) => ({ url: `/front/users/${f.owner}/credits`, payload: { credits: 10 } }),
  ],
  'POST /front/users/{id}/password': [
    SELF,
    (f) => ({
      url: `/front/users/${f.owner}/password`,
      payload: { current_password: 'wrong', password: 'Nieuw-2026!', password_confirmation: 'Nieuw-2026!' },
    }),
  ],
  'POST /front/users/{id}/profile_picture': [
    ACCOUNT,
    (f) => ({ url: `/front/users/${f.owner}/profile_picture`, payload: {} }),
  ],
  'GET /front/users/{id}/transactions': [ACCOUNT, (f) => ({ url: `/front/users/${f.owner}/transactions` })],
  'GET /front/users/{id}/export/transactions': [
    ACCOUNT,
    (f) => ({ url: `/front/users/${f.owner}/export/transactions` }),
  ],
  'GET /front/transactions/export': [ADMIN, at('/front/transactions/export?date_from=0&date_until=4000000000')],
  'GET /front/places/': [ADMIN],
  'GET /front/places/own': [SIGNED_IN],
  'GET /public/operator': [PUBLIC],
  'POST /front/places': [ADMIN],
  'GET /front/places/{id}': [ADMIN, (f) => ({ url: `/front/places/${f.place}` })],
  'PUT /front/places/{id}': [ADMIN, (f) => ({ url: `/front/places/${f.place}`, payload: {} })],
  // the matrix's place is used by its report: past the checks, an admin gets 409
  'DELETE /front/places/{id}': [ADMIN, (f) => ({ url: `/front/places/${f.place}` })],
  'GET /front/places/{id}/merge': [ADMIN, (f) => ({ url: `/front/places/${f.place}/merge` })],
  // merged into itself: past the checks, an admin gets 422 and nothing moves
  'POST /front/places/{id}/merge': [
    ADMIN,
    (f) => ({ url: `/front/places/${f.place}/merge`, payload: { into: f.place } }),
  ],
  // the provider's calls and the payer's return carry no token, like the provider's own pages
  'POST /payments/webhook': [PUBLIC, at('/payments/webhook', { id: 'tr_unknown' })],
  'GET /payments/return/{id}': [PUBLIC, at('/payments/return/1')],
  ...Object.fromEntries(
    (['floors', 'rooms', 'entities'] as const).flatMap((kind) => {
      const id = (f: Fixtures) => f.template[kind === 'entities' ? 'entity' : (kind.slice(0, -1) as 'floor')];
      return [
        [`GET /front/${kind}/`, [ADMIN]],
        [`GET /front/${kind}/all`, [SIGNED_IN]],
        [`GET /front/${kind}/{id}`, [ADMIN, (f: Fixtures) => ({ url: `/front/${kind}/${id(f)}` })]],
        [`PUT /front/${kind}/{id}`, [ADMIN, (f: Fixtures) => ({ url: `/front/${kind}/${id(f)}`, payload: {} })]],
        [`POST /front/${kind}`, [ADMIN]],
      ];
    }),
  ),
  // report templates (issue 44, docs/product.md "The shared library"): the provider's and the organisation's own
  'GET /front/homes/': [SIGNED_IN],
  'GET /front/homes/all': [SIGNED_IN],
  'POST /front/homes': [ADMIN],
  'GET /front/homes/{id}': [OWNER, (f) => ({ url: `/front/homes/${f.orgHome}` })],
  'PUT /front/homes/{id}': [
    ORG_TEMPLATE,
    (f) => ({
      url: `/front/homes/${f.orgHome}`,
      payload: { name: 'Eigen sjabloon', description: 'Van de organisatie' },
    }),
  ],
  'POST /front/homes/{id}/copy': [TEMPLATE_COPY, (f) => ({ url: `/front/homes/${f.template.home}/copy`, payload: {} })],
  'DELETE /front/homes/{id}': [ORG_TEMPLATE, async (f) => ({ url: `/front/homes/${await f.freshOrgHome()}` })],
  'POST /front/homes/{id}/floors': [
    ORG_TEMPLATE,
    (f) => ({ url: `/front/homes/${f.orgHome}/floors`, payload: { floors: [] } }),
  ],
  'POST /front/homes/{id}/entities': [
    ORG_TEMPLATE,
    (f) => ({ url: `/front/homes/${f.orgHome}/entities`, payload: { entities: [] } }),
  ],
  'POST /front/homes/{id}/extra_homes': [
    ORG_TEMPLATE,
    (f) => ({ url: `/front/homes/${f.orgHome}/extra_homes`, payload: { extra_homes: [] } }),
  ],
  'POST /front/floors/{id}/rooms': [ADMIN, (f) => ({ url: `/front/floors/${f.template.floor}/rooms`, payload: {} })],
  'POST /front/rooms/{id}/entities': [ADMIN, (f) => ({ url: `/front/rooms/${f.template.room}/entities`, payload: {} })],
  'POST /front/entities/{id}/questions': [
    ADMIN,
    (f) => ({ url: `/front/entities/${f.template.entity}/questions`, payload: {} }),
  ],
  'PUT /front/entities/{id}/questions/{questionId}': [
    ADMIN,
    (f) => ({ url: `/front/entities/${f.template.entity}/questions/${f.template.question}`, payload: {} }),
  ],
  'DELETE /front/entities/{id}/questions/{questionId}': [
    ADMIN,
    (f) => ({ url: `/front/entities/${f.template.entity}/questions/${f.template.question}` }),
  ],
  'GET /front/document_configurations/': [SIGNED_IN],
  'GET /front/document_configurations/create': [SIGNED_IN],
  'GET /front/document_configurations/{id}': [
    OWN_ACCOUNT,
    (f) => ({ url: `/front/document_configurations/${f.configuration}` }),
  ],
  'POST /front/document_configurations/{id}': [
    CONFIGURATION_EDIT,
    (f) => ({ url: `/front/document_configurations/${f.configuration}`, payload: {} }),
  ],
  'POST /front/document_configurations': [CONFIGURATION_NEW],
  // whoever holds a signed link may read the PDF until it expires (the bare link is a 403: pdf-links.test.ts)
  'GET /reports/pdf/{hashedId}': [PUBLIC, (f) => ({ url: f.pdfUrl })],
  'DELETE /reports/pdf/{hashedId}': [REPORT_WORK, (f) => ({ url: `/reports/pdf/${f.hashedId}` })],
  'POST /reports/mail_pdf/{hashedId}': [
    REPORT_WORK,
    (f) => ({ url: `/reports/mail_pdf/${f.hashedId}`, payload: { ids: [f.hashedId] } }),
  ],
  'GET /front/reports/{id}/comparison': [OWNER, (f) => ({ url: `/front/reports/${f.report}/comparison` })],
  'GET /front/reports/{id}/settlement': [OWNER, (f) => ({ url: `/front/reports/${f.report}/settlement` })],
  'GET /front/reports/{id}/completeness': [OWNER, (f) => ({ url: `/front/reports/${f.report}/completeness` })],
  'POST /front/reports/{id}/settlement/document': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/settlement/document` }),
  ],
  'GET /front/reports/{id}/settlement/document': [
    OWNER,
    (f) => ({ url: `/front/reports/${f.report}/settlement/document` }),
  ],
  'PUT /front/reports/{id}/damages': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/damages`, payload: { deposit_cents: 0, lines: [] } }),
  ],
  'GET /front/reports/{id}/audit-events': [OWNER, (f) => ({ url: `/front/reports/${f.report}/audit-events` })],
  // the whole trail (docs/product.md "Audit"): admins only, the list, its CSV with the same filters, the chain
  'GET /front/audit': [ADMIN, at('/front/audit?kind=auth.signed_in&from=2020-01-01')],
  'GET /front/audit.csv': [ADMIN, at('/front/audit.csv?kind=auth.signed_in&from=2020-01-01')],
  'GET /front/audit/chain': [ADMIN],
  'POST /front/audit/verify': [ADMIN],
  'GET /front/reports/{id}/parties/{party_uuid}/national-number': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/parties/${f.party}/national-number` }),
  ],
  'GET /front/reports/{id}/parties/{party_uuid}/representatives/{key}/national-number': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/parties/${f.party}/representatives/matrix/national-number` }),
  ],
  'GET /front/reports/{id}/post-editing': [REPORT_WORK, (f) => ({ url: `/front/reports/${f.report}/post-editing` })],
  'GET /front/reports/{id}/addenda': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/addenda?keep_signatures=true` }),
  ],
  'PUT /front/reports/{id}/addenda': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/addenda`, payload: f.save }),
  ],
  'POST /front/reports/{id}/addenda': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/addenda?keep_signatures=false`, payload: f.edited }),
  ],
  'POST /front/reports/{id}/place/{placeId}/media': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/place/${f.place}/media`, payload: {} }),
  ],
  'POST /front/reports/{id}/answers/{answerUuid}/media': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/answers/${f.room}/media`, payload: {} }),
  ],
  'DELETE /front/reports/{id}/answers/{answerUuid}/media/{fileId}': [
    REPORT_WORK,
    (f, _role, index) => ({
      url: `/front/reports/${f.report}/answers/${f.media[index].owner}/media/${f.media[index].id}`,
    }),
  ],
  'POST /front/reports/{id}/sign-off': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/sign-off`, payload: { party_uuids: ['x'] } }),
  ],
  'GET /front/reports/{id}/sign-off': [OWNER, (f) => ({ url: `/front/reports/${f.report}/sign-off` })],
  'DELETE /front/reports/{id}/sign-off/{requestId}': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/sign-off/${f.signOff.request}` }),
  ],
  'POST /front/reports/{id}/sign-off/remark-addenda/{addendumId}/accept': [
    REPORT_WORK,
    (f) => ({ url: `/front/reports/${f.report}/sign-off/remark-addenda/${f.signOff.addendum}/accept` }),
  ],
  'POST /front/reports/{id}/sign-off/remark-addenda/{addendumId}/reject': [
    REPORT_WORK,
    (f) => ({
      url: `/front/reports/${f.report}/sign-off/remark-addenda/${f.signOff.addendum}/reject`,
      payload: { reason: 'Niet juist' },
    }),
  ],
  // the firm (issue 44): its members read it, its managers the team, its company managers change it
  'GET /front/organisations/{id}': [ORGANISATION, (f) => ({ url: `/front/organisations/${f.firm.id}` })],
  // the company data: a multipart form, so a JSON body past every check is a 415
  'PATCH /front/organisations/{id}': [COMPANY, (f) => ({ url: `/front/organisations/${f.firm.id}`, payload: {} })],
  'GET /front/organisations/{id}/members': [TEAM, (f) => ({ url: `/front/organisations/${f.firm.id}/members` })],
  'POST /front/organisations/{id}/branches': [
    COMPANY,
    (f, role) => ({ url: `/front/organisations/${f.firm.id}/branches`, payload: { name: `Matrix ${role}` } }),
  ],
  // the same name again: past the checks, nothing changes
  'PATCH /front/organisations/{id}/branches/{branchId}': [
    COMPANY,
    (f) => ({ url: `/front/organisations/${f.firm.id}/branches/${f.firm.antwerpen}`, payload: { name: 'Antwerpen' } }),
  ],
  'POST /front/organisations/{id}/invitations': [
    COMPANY,
    (f, role) => ({
      url: `/front/organisations/${f.firm.id}/invitations`,
      payload: {
        email: `matrix-${role}@voorbeeld.be`,
        first_name: 'Mat',
        last_name: 'Rix',
        org_role: 'inspector',
        branch_id: f.firm.gent,
      },
    }),
  ],
  'DELETE /front/organisations/{id}/invitations/{invitationId}': [
    COMPANY,
    (f, role) => ({ url: `/front/organisations/${f.firm.id}/invitations/${f.firm.invitations[role]}` }),
  ],
  // the firm's inspector keeps their role and branch, and stays enabled: the later calls still pass
  'PATCH /front/organisations/{id}/members/{userId}': [
    COMPANY,
    (f) => ({ url: `/front/organisations/${f.firm.id}/members/${f.firm.member}`, payload: { branch_id: f.firm.gent } }),
  ],
  'POST /front/organisations/{id}/members/{userId}/active': [
    COMPANY,
    (f) => ({ url: `/front/organisations/${f.firm.id}/members/${f.firm.member}/active`, payload: { active: true } }),
  ],
  // the invitation's token is the invitee's only key (its first use makes the account, later ones get 410)
  'GET /public/invitations/{token}': [PUBLIC, (f) => ({ url: `/public/invitations/${f.firm.token}` })],
  'POST /public/invitations/{token}': [
    PUBLIC,
    (f) => ({
      url: `/public/invitations/${f.firm.token}`,
      payload: {
        email: 'matrix-invitee@voorbeeld.be',
        password: 'Uitgenodigd-2026!',
        password_confirmation: 'Uitgenodigd-2026!',
      },
    }),
  ],
  // the link's token is the party's only key: whoever holds it may read and sign (once)
  'GET /public/sign-off/{token}': [PUBLIC, (f) => ({ url: `/public/sign-off/${f.signOff.token}` })],
  'GET /public/sign-off/{token}/pdf': [PUBLIC, (f) => ({ url: `/public/sign-off/${f.signOff.token}/pdf` })],
  // the page's signed PDF URL: whoever holds it may read while the link is not withdrawn
  'GET /public/sign-off/requests/{requestId}/pdf': [PUBLIC, (f) => ({ url: f.signOff.pdfUrl })],
  'POST /public/sign-off/{token}/remarks': [
    PUBLIC,
    (f) => ({
      url: `/public/sign-off/${f.signOff.token}/remarks`,
      payload: { remarks: [{ item_uuid: null, text: 'Opmerking' }] },
    }),
  ],
  'POST /public/sign-off/{token}/signature': [
    PUBLIC,
    (f) => ({
      url: `/public/sign-off/${f.signOff.token}/signature`,
      payload: { signature: f.signOff.signature, approved: true },
    }),
  ],
  'GET /app/reports': [FIELD_APP],
  ...Object.fromEntries(
    (['reports', 'addenda'] as const).flatMap((kind) => {
      const id = (f: Fixtures) => (kind === 'reports' ? f.report : f.addendum);
      const finish = { signed_place: 'Gent', signed_at: 1_760_000_000, signatures: [] };
      return [
        [`GET /app/${kind}/{id}`, [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}` })]],
        [`POST /app/${kind}/{id}/start`, [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}/start` })]],
        [
          `PUT /app/${kind}/{id}/content`,
          [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}/content`, payload: { homes: [] } })],
        ],
        [
          `POST /app/${kind}/{id}/media`,
          [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}/media`, payload: {} })],
        ],
        [`GET /app/${kind}/{id}/receipt`, [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}/receipt` })]],
        [
          `POST /app/${kind}/{id}/take-over`,
          [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}/take-over` })],
        ],
        [
          `POST /app/${kind}/{id}/finish`,
          [REPORT_WORK, (f: Fixtures) => ({ url: `/app/${kind}/${id(f)}/finish`, payload: finish })],
        ],
      ];
    }),
  ),
};

/** The order the roles call each route in: the owner's side, then the firm's. */
const ROLES: Role[] = ['guest', 'other', 'admin', 'user', 'sales', 'branch', 'manager', 'inspector'];

/** A sign-off link of report `reportId` to its first party with an e-mail address, remarked on once. */
async function signOffFixture(ctx: TestContext, reportId: number, headers: Record<string, string>) {
  const detail = (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers })).json();
  const party = detail.parties.find((candidate: { email: string | null }) => candidate.email);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/front/reports/${reportId}/sign-off`,
    headers,
    payload: { party_uuids: [party.uuid] },
  });
  assert.equal(asked.statusCode, 200, asked.body);
  const mail = outbox(ctx).find((text) => text.includes(`To: ${party.email}`) && text.includes('/sign-off/'))!;
  const token = /\/sign-off\/([A-Za-z0-9_-]{22})/.exec(mail.replace(/=\r?\n/g, ''))![1];
  const remarked = await ctx.app.inject({
    method: 'POST',
    url: `/public/sign-off/${token}/remarks`,
    payload: { remarks: [{ item_uuid: null, text: 'Opmerking' }] },
  });
  assert.equal(remarked.statusCode, 200, remarked.body);
  const overview = (await ctx.app.inject({ url: `/front/reports/${reportId}/sign-off`, headers })).json();
  return {
    request: overview.requests[0].id as number,
    token,
    pdfUrl: (await ctx.app.inject({ url: `/public/sign-off/${token}` })).json().pdf_url as string,
    addendum: overview.remark_addenda[0].addendum_id as number,
    signature: `data:image/png;base64,${(await signaturePng('Fixture')).toString('base64')}`,
  };
}

/** The fixtures shared by both sides: the templates, an open inquiry and the firm. */
type Shared = Pick<Fixtures, 'template' | 'inquiry' | 'firm' | 'calendarFeed'>;

/**
 * The records of account `key` the matrix calls routes on: its first finished report (its
 * pending versions made first, so a save need not wait: docs/product.md "Honest signatures"),
 * with a representative of key `matrix`, an addendum, a sign-off link remarked on, its photos,
 * the account's first configuration, a body for its own editor, and a way to make a new report.
 */
async function fixturesOf(ctx: TestContext, key: AccountKey, shared: Shared): Promise<Fixtures> {
  const headers = await ctx.auth(key);
  const owner = await ctx.db
    .selectFrom('users')
    .select(['id', 'organisation_id'])
    .where('email', '=', account(key).email)
    .executeTakeFirstOrThrow();
  const report = await ctx.db
    .selectFrom('reports')
    .select(['id', 'hashed_id', 'place_id', 'document_configuration_id'])
    .where('user_id', '=', owner.id)
    .where('state', '=', 'finished')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const room = await ctx.db
    .selectFrom('report_rooms as ro')
    .innerJoin('report_floors as fl', 'fl.uuid', 'ro.floor_uuid')
    .innerJoin('report_homes as h', 'h.uuid', 'fl.home_uuid')
    .select('ro.uuid')
    .where('h.report_id', '=', report.id)
    .executeTakeFirstOrThrow();
  const party = await ctx.db
    .selectFrom('parties')
    .select(['id', 'uuid'])
    .where('report_id', '=', report.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('representatives')
    .values({
      party_id: party.id,
      key: 'matrix',
      ...{ first_name: 'Jan', last_name: 'Claes', phone: null, email: null, dob: null, birthplace: null },
      ...{ national_security_number: null, company_name: null, company_number: null, address_id: null },
    })
    .execute();
  const media = await ctx.db
    .selectFrom('media')
    .select(['id', 'owner_uuid'])
    .where('report_id', '=', report.id)
    .where('owner_kind', '!=', 'place')
    .orderBy('id')
    .execute();
  for (const { id } of await ctx.db
    .selectFrom('documents')
    .select('id')
    .where('report_id', '=', report.id)
    .where('status', '=', 'pending')
    .execute())
    ctx.app.documents.enqueue(id);
  await ctx.app.documents.idle();
  const editing = (await ctx.app.inject({ url: `/front/reports/${report.id}/post-editing`, headers })).json();
  const save = {
    homes: editing.answers,
    parties: editing.parties,
    place: { remarks: editing.place?.remarks ?? null },
    circumstances: editing.circumstances
      .filter((row: { checked: boolean }) => row.checked)
      .map((row: { key: string }) => row.key),
  };
  const homes = structuredClone(editing.answers);
  homes[0].floors[0].rooms[0].is_edited = true;
  const edited = { ...save, homes };
  const addendum = await ctx.app.inject({
    method: 'POST',
    url: `/front/reports/${report.id}/addenda?keep_signatures=false`,
    headers,
    payload: edited,
  });
  assert.equal(addendum.statusCode, 201, addendum.body);
  const { first_name, last_name, email } = account(key);
  /** A new template of the owner's organisation. */
  const orgHome = async () =>
    (
      await ctx.db
        .insertInto('template_homes')
        .values({ name: `Sjabloon ${key}`, description: 'Van de organisatie', organisation_id: owner.organisation_id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const fixtures: Fixtures = {
    ...shared,
    orgHome: await orgHome(),
    freshOrgHome: orgHome,
    signOff: await signOffFixture(ctx, report.id, headers),
    report: report.id,
    hashedId: report.hashed_id,
    pdfUrl: (await ctx.app.inject({ url: `/front/reports/${report.id}`, headers }))
      .json()
      .documents.find((row: { addendum_id: number | null; url: string | null }) => !row.addendum_id && row.url).url,
    party: String(party.uuid),
    place: report.place_id!,
    room: String(room.uuid),
    media: media.map((row) => ({ id: row.id, owner: String(row.owner_uuid) })),
    addendum: addendum.json().id,
    configuration: report.document_configuration_id!,
    reportBody: await reportBody(ctx, key),
    save,
    edited,
    freshReport: () => reportInApp(ctx, key),
    owner: owner.id,
    ownerBody: { first_name, last_name, email },
  };
  assert.ok(fixtures.media.length >= 4, 'one photo to delete per role of a side');
  return fixtures;
}

describe('authorization matrix (issue 11, issue 44): every route × guest, owner, other account, admin, and the firm’s roles', () => {
  let ctx: TestContext;
  let headers: Record<Role, Record<string, string>>;
  /** The owner's records, and the firm's (its inspector's). */
  let f: Fixtures;
  let firm: Fixtures;
  before(async () => {
    ctx = await startTestApp();
    headers = { guest: {} } as Record<Role, Record<string, string>>;
    for (const [role, key] of Object.entries(ACCOUNTS)) headers[role as Role] = await ctx.auth(key);
    const first = (table: 'template_homes' | 'template_floors' | 'template_rooms') =>
      ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
    const question = await ctx.db
      .selectFrom('template_questions')
      .select(['id', 'entity_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const firmId = (await ctx.app.inject({ url: '/front/me', headers: headers.manager })).json().organisation.id;
    const branches = (await ctx.app.inject({ url: `/front/organisations/${firmId}`, headers: headers.manager })).json()
      .branches as { id: number; name: string }[];
    const branch = (name: string) => branches.find((candidate) => candidate.name === name)!.id;
    /** An open invitation of the firm, as its company manager makes one; returns its id and the token its mail carries. */
    const invite = async (email: string) => {
      const made = await ctx.app.inject({
        method: 'POST',
        url: `/front/organisations/${firmId}/invitations`,
        headers: headers.manager,
        payload: { email, first_name: 'In', last_name: 'Vitee', org_role: 'inspector', branch_id: branch('Gent') },
      });
      assert.equal(made.statusCode, 201, made.body);
      const mail = outbox(ctx).find((text) => text.includes(`To: ${email}`))!;
      return {
        id: made.json().id as number,
        token: /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.replace(/=\r?\n/g, ''))![1],
      };
    };
    const invitations = {} as Record<Role, number>;
    for (const role of ROLES) invitations[role] = (await invite(`withdrawn-${role}@voorbeeld.be`)).id;
    const feedToken = crypto.randomBytes(32).toString('base64url');
    await ctx.db
      .insertInto('calendar_feeds')
      .values({
        user_id: (
          await ctx.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', account('expired').email)
            .executeTakeFirstOrThrow()
        ).id,
        token_hash: crypto.createHash('sha256').update(feedToken).digest('hex'),
        revoked_at: null,
      })
      .execute();
    const shared: Shared = {
      calendarFeed: `/calendar/${feedToken}.ics`,
      template: {
        home: (await first('template_homes')).id,
        floor: (await first('template_floors')).id,
        room: (await first('template_rooms')).id,
        entity: question.entity_id,
        question: question.id,
      },
      inquiry: (
        await ctx.db
          .insertInto('inquiries')
          .values({
            company: 'Immo',
            first_name: 'A',
            last_name: 'B',
            email: 'a@b.be',
            phone: '1',
            policy_accepted: true,
            read_at: null,
            user_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      firm: {
        id: firmId,
        gent: branch('Gent'),
        antwerpen: branch('Antwerpen'),
        member: (await ctx.app.inject({ url: '/front/me', headers: headers.inspector })).json().id,
        invitations,
        token: (await invite('matrix-invitee@voorbeeld.be')).token,
      },
    };
    f = await fixturesOf(ctx, 'user', shared);
    firm = await fixturesOf(ctx, 'firmInspector', shared);
  });
  after(() => ctx.close());

  it('lists every route of the OpenAPI description, and only those', () => {
    const documented = Object.entries((ctx.app.swagger() as { paths: Record<string, object> }).paths).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual([...documented].sort(), Object.keys(MATRIX).sort());
  });

  it('finds on every route the access declaration its expected outcomes call for', () => {
    const differing = Object.entries(MATRIX).flatMap(([route, [access]]) => {
      const declared = ctx.app.accessOf.get(route);
      return declared === DECLARED.get(access)
        ? []
        : [`${route}: declares ${declared}, expected ${DECLARED.get(access)}`];
    });
    assert.deepEqual(differing, []);
  });

  it('answers each role as the matrix says', async () => {
    const wrong: string[] = [];
    for (const [route, [access, probe]] of Object.entries(MATRIX)) {
      const [method, path] = route.split(' ');
      const counted = { owner: 0, firm: 0 };
      for (const role of ROLES) {
        const side = isFirm(role) ? 'firm' : 'owner';
        const index = counted[side]++;
        const { url, payload } = probe
          ? await probe(side === 'firm' ? firm : f, role, index)
          : { url: path, payload: undefined };
        const response = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: headers[role],
          payload: payload ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined),
        });
        const expected = access[role];
        const status = response.statusCode;
        const passed = expected === 'ok' ? ![401, 403, 404, 500].includes(status) : status === expected;
        if (!passed) wrong.push(`${route} as ${role}: ${status} (expected ${expected}) ${response.body.slice(0, 120)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});
