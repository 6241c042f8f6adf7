/**
 * The screens' URLs (docs/spec.md §2 "Screens and routes"), framework-free: the shell's route table and
 * every remote build their links from here, so no remote writes another remote's URL as a
 * literal. Ids are record ids (`:id` for the route table); `page` is a wizard page path such as
 * `floor/room/{uuid}`.
 */

/** `{type}` of the post-editing wizard: an addendum, or the report edited directly. */
export type WizardType = 'post-editing' | 'addenda';

/**
 * A record's form under `list`: `…/create` for a new record (the one new-record path of every
 * screen), `…/{id}/edit` for a saved one.
 */
const editPath = (list: string, id: number | 'create') => (id === 'create' ? `${list}/create` : `${list}/${id}/edit`);

export const paths = {
  landing: '/',
  login: '/login',
  resetPassword: '/reset_password',
  policy: (name: 'privacy' | 'terms' | 'cookies') => `/policies/${name}`,
  reports: '/reports',
  report: (id: number) => `/reports/${id}`,
  /** The report form; `create` makes a new report (`/reports/0/edit` of docs/spec.md §2 leads there). */
  reportForm: (id: number | 'create') => editPath('/reports', id),
  /** Entry against exit of a finished follow-up (docs/product.md "Entry against exit"). */
  comparison: (id: number) => `/reports/${id}/comparison`,
  /** A page of the post-editing wizard (docs/spec.md §2); no page is the intro. */
  wizard: (id: number | ':id', type: WizardType, page = '') => `/reports/${id}/${type}${page ? `/${page}` : ''}`,
  /** The field app: what waits for the inspector and what the device holds (docs/product.md "The field app"). */
  inspections: '/inspections',
  /** A page of an inspection in the field app; `sign` is its signing page, no page its intro. */
  inspection: (kind: 'report' | 'addendum' | ':kind', id: number | ':id', page = '') =>
    `/inspections/${kind}/${id}${page ? `/${page}` : ''}`,
  /**
   * The agenda: planned inspections per inspector (docs/product.md "Assignment and agenda");
   * view, day and branch live in the search params.
   */
  agenda: '/agenda',
  configurations: '/configurations',
  /** The configuration form; `create` makes a new one (`/configurations/0/edit` leads there). */
  configurationForm: (id: number | 'create') => editPath('/configurations', id),
  profile: '/profile',
  /**
   * The signed-in member's team (docs/product.md "Organisations and roles"); an admin opens any
   * organisation's at `/team/{organisationId}`.
   */
  team: '/team',
  users: '/users',
  /** The user editor; `create` makes a new account (`/users/0/edit` leads there). */
  userForm: (id: number | 'create') => editPath('/users', id),
  places: '/places',
  /** The place editor; `create` makes a new one. */
  placeForm: (id: number | 'create') => editPath('/places', id),
  inquiries: '/inquiries',
  /** The whole audit trail (admins; docs/product.md "Audit"): its filters live in the search params. */
  audit: '/audit',
  templates: (tab = 'homes') => `/templates/${tab}`,
  /** A template editor: `kind` is homes, extras, floors, rooms or entities; `create` makes a new one. */
  templateEditor: (kind: string, id: number | 'create') => editPath(`/${kind}`, id),
} as const;

/** Where a signed-in user lands (after login, or when sent away from a guest page). */
export const HOME_PATH = paths.reports;
