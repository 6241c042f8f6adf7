/**
 * The plain values of the contract (docs/spec.md §9 lists, limits, paging defaults, the OAuth client),
 * apart from the TypeBox schemas so that a browser screen importing a list does not load
 * TypeBox (issue 12, first load). The schemas import them from here.
 */

/** Sort columns of `GET /front/users/`. */
export const USER_ORDER_COLUMNS = [
  'id',
  'last_name',
  'first_name',
  'email',
  'phone',
  'subscription_active_until',
  'credit_count',
] as const;

/** Largest number of credits one grant may add or take. */
export const MAX_CREDIT_GRANT = 100_000;

/** The credit packs a regular user may buy (docs/spec.md §9), prices in euro cents. */
export const CREDIT_PACKS = [
  { credits: 10, amount_cents: 15_000 },
  { credits: 50, amount_cents: 70_000 },
  { credits: 100, amount_cents: 120_000 },
] as const;

export const TRANSACTION_KINDS = ['initial', 'admin_grant', 'purchase', 'report', 'refund', 'subscription'] as const;

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** Sort columns of `GET /front/places/`. */
export const PLACE_ORDER_COLUMNS = ['id', 'name', 'address'] as const;

/** Multipart fields of `POST /app/reports/{id}/media` besides the file field `file`. */
export const MEDIA_OWNER_KINDS = ['place', 'floor', 'room', 'entity', 'observation'] as const;

export const ROLES = ['admin', 'user'] as const;

/**
 * A regular account's role in its organisation (issue 44, docs/product.md "Organisations and
 * roles"): everything of the organisation, the reports and team of one branch, the reports one
 * owns or is assigned, or creating and scheduling reports without touching their content.
 */
export const ORG_ROLES = ['company_manager', 'branch_manager', 'inspector', 'sales'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/**
 * The fixed OAuth client the login page embeds (docs/spec.md §3 "Login form"). It identifies the
 * back-office front end; it is public by nature and grants nothing without user credentials.
 */
export const BACK_OFFICE_CLIENT = { id: 'back-office', secret: 'back-office-public-secret' } as const;

/** Largest value of a database `int` (ids, counts): anything above is refused, never sent to SQL. */
export const INT32_MAX = 2_147_483_647;
/** The smallest value of a PostgreSQL `integer` column. */
export const INT32_MIN = -2_147_483_648;

/** Highest list page the server answers (10 rows a page: 10 million rows). */
export const MAX_PAGE = 1_000_000;

/** Defaults of every paged list (docs/spec.md §3 "Forms and paging", §9): id ascending, first page, 10 rows. */
/**
 * A list's total is exact up to this many rows; above, it is reported as this with
 * `total_relation: 'gte'` ("10.000+", docs/product.md "Forms and lists").
 */
export const EXACT_TOTAL_UP_TO = 10_000;

export const LIST_DEFAULTS = { order: 'id', order_type: 'asc', page: 1, per_page: 10 } as const;

/** The page sizes a list offers (issue 13); 10 is the default of docs/spec.md §9. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Languages a document (PDF) can be printed in: Dutch, or French for Brussels and Wallonia. */
export const DOCUMENT_LANGUAGES = ['nl', 'fr'] as const;

/** The eight rich-HTML text fields, in form order (docs/spec.md §3). */
export const CONFIGURATION_TEXT_FIELDS = [
  'enter_text',
  'enter_signature_text',
  'exit_text',
  'exit_signature_text',
  'start_works_text',
  'start_works_signature_text',
  'other_text',
  'other_signature_text',
] as const;

/**
 * Plain text form fields; `emails[]` repeats, `logo` is a file, `remove_logo=1` drops the logo,
 * `language` is one of {@link DOCUMENT_LANGUAGES} (default nl).
 */
export const CONFIGURATION_FIELDS = ['name', 'company_name', 'last_name', 'first_name'] as const;

/**
 * The company-data fields of a document configuration that, left empty, take the organisation's
 * value (its name, billing address, logo) in the read answer and the PDF (docs/product.md "The
 * shared library").
 */
export const INHERITED_CONFIGURATION_FIELDS = ['company_name', 'address', 'logo'] as const;

export const CONFIGURATION_ADDRESS_FIELDS = ['street', 'street_number', 'zipcode', 'city', 'country'] as const;

/** Logo uploads (docs/spec.md §5, §9): real type checked from the bytes. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Value lists of docs/spec.md §9 as the app stores and the PDF prints them (Dutch is the data's own
 * language here; screens label each value through their catalogues, key `option.<value>`).
 */
export const CLEANLINESS_OPTIONS = ['Proper', 'Niet proper', 'Vuil', 'Extreem vuil'] as const;

/** Condition (state) of a floor or room in the wizard. */
export const AREA_STATES = [
  'Slecht',
  'Gebruikt',
  'Goed',
  'Zeer goed',
  'Nieuw',
  'Te repareren',
  'Te Vervangen',
  'Te regelen',
] as const;

/**
 * Every state from best to worst, for "the state got worse" between an entry and an exit report
 * (docs/product.md "Entry against exit"): the five conditions, then the three that call for work.
 */
export const STATE_SCALE = [
  'Nieuw',
  'Zeer goed',
  'Goed',
  'Gebruikt',
  'Te regelen',
  'Slecht',
  'Te repareren',
  'Te Vervangen',
] as const;

/** Condition of an object in the object dialog. */
export const OBJECT_STATES = ['Slecht', 'Gebruikt', 'Goed', 'Zeer goed', 'Nieuw'] as const;

export const OBSERVATION_TYPES = [
  'Barst',
  'Boorgaten',
  'Deels overschilderd',
  'Gebruikssporen',
  'Kalkaanslag',
  'Knelt',
  'Beschadigd',
  'Lijmresten',
  'Loshangend',
  'Niet proper',
  'Ontbreekt',
  'Schimmel',
  'Stickerresten',
  'Verf afbladerd',
  'Werking niet in orde',
  'Zettingsbarst',
] as const;

export const REPORT_TYPES = ['enter', 'exit', 'start_works', 'other'] as const;

/** `start` is shown as Draft, `app` and `ongoing` as "In app", `finished` as "Afgewerkt". */
export const REPORT_STATES = ['start', 'app', 'ongoing', 'finished'] as const;

/** States in which a report may still be deleted (docs/spec.md §4). */
export const DELETABLE_STATES: readonly (typeof REPORT_STATES)[number][] = ['start', 'app', 'ongoing'];

export const PARTY_TYPES = ['tenant', 'landlord', 'owner', 'client', 'contractor', 'other'] as const;

/** Columns the report list can be sorted by (`order`). */
export const REPORT_ORDER_COLUMNS = ['id', 'address', 'type', 'finished_at', 'parties', 'state'] as const;

export const ENTITY_TYPES = [
  'meter',
  'key',
  'tech.device',
  'tech.security',
  'tech.heating',
  'base',
  'elec',
  'specific',
  'exterior',
  'exterior.space',
] as const;

/** `boolean` is accepted as an alias of `bool` (docs/spec.md §3). */
export const QUESTION_TYPES = ['select', 'text', 'bool', 'boolean', 'count', 'number'] as const;

export const TEMPLATE_KINDS = ['homes', 'floors', 'rooms', 'entities'] as const;

/** The kinds of compared item. */
export const COMPARED_KINDS = ['floor', 'room', 'object', 'meter', 'key'] as const;

/** Who bears a damage line (docs/product.md "The settlement"). */
export const LIABILITIES = ['tenant', 'landlord', 'wear', 'force_majeure'] as const;
/** The Belgian VAT rates a line may carry, in percent. */
export const VAT_RATES = [0, 6, 12, 21] as const;
/** Largest amount of one line or of the deposit, in cents (one million euro). */
export const MAX_CENTS = 100_000_000;

/**
 * The kinds of event of a report's own trail, its "Logboek" (`GET /front/reports/{id}/audit-events`;
 * docs/product.md "Audit"): personal data and sign-off.
 */
export const REPORT_AUDIT_KINDS = [
  'national_number.revealed',
  'sign_off.requested',
  'sign_off.opened',
  'sign_off.remarked',
  'sign_off.signed',
  'sign_off.revoked',
  'remarks.accepted',
  'remarks.rejected',
  'device.taken_over',
  'report.planned',
] as const;

/** Every kind of audited event (docs/product.md "Audit"): the report's own, then sign-in, accounts, money, documents and exports. */
export const AUDIT_KINDS = [
  ...REPORT_AUDIT_KINDS,
  'auth.signed_in',
  'auth.sign_in_failed',
  'auth.signed_out',
  'auth.sessions_revoked',
  'auth.refresh_token_reused',
  'password_reset.requested',
  'password_reset.completed',
  'account.created',
  'account.enabled',
  'account.disabled',
  'account.role_changed',
  'credits.granted',
  'credits.purchased',
  'subscription.changed',
  'document.version_made',
  'document.regenerated',
  'document.mailed',
  'report.deleted',
  'place.merged',
  'export.downloaded',
  'member.invited',
  'member.invitation_withdrawn',
  'member.joined',
  'member.changed',
  'branch.created',
  'branch.renamed',
  'organisation.changed',
  'calendar_feed.created',
  'calendar_feed.revoked',
  'template.created',
  'template.copied',
  'template.changed',
  'template.deleted',
] as const;

/** Why a sign-in failed, as `auth.sign_in_failed` records it (never the password). */
export const SIGN_IN_FAILURES = ['unknown_account', 'wrong_password', 'account_disabled', 'client_failed'] as const;

/** Sort columns of `GET /front/audit` (the id is the chain's order). */
export const AUDIT_ORDER_COLUMNS = ['id', 'created_at'] as const;
