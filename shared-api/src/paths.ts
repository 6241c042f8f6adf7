/**
 * The screens' URLs (docs/spec.md §2 "Screens and routes"), framework-free: the shell's route table and
 * every remote build their links from here, so no remote writes another remote's URL as a
 * literal. Ids are record ids (`:id` for the route table); `page` is a wizard page path such as
 * `floor/room/{uuid}`.
 */

/** `{type}` of the post-editing wizard: an addendum, or the report edited directly. */
export type WizardType = 'post-editing' | 'addenda';

export const paths = {
  landing: '/',
  login: '/login',
  resetPassword: '/reset_password',
  policy: (name: 'privacy' | 'terms' | 'cookies') => `/policies/${name}`,
  reports: '/reports',
  report: (id: number) => `/reports/${id}`,
  /** The report form; id 0 creates a new report. */
  reportForm: (id: number) => `/reports/${id}/edit`,
  /** A page of the post-editing wizard (docs/spec.md §2); no page is the intro. */
  wizard: (id: number | ':id', type: WizardType, page = '') => `/reports/${id}/${type}${page ? `/${page}` : ''}`,
  configurations: '/configurations',
  /** The configuration form; id 0 creates a new one. */
  configurationForm: (id: number) => `/configurations/${id}/edit`,
  profile: '/profile',
  users: '/users',
  /** The user editor; id 0 creates a new account. */
  userForm: (id: number) => `/users/${id}/edit`,
  places: '/places',
  /** The place editor; `create` makes a new one. */
  placeForm: (id: number | 'create') => (id === 'create' ? '/places/create' : `/places/${id}/edit`),
  inquiries: '/inquiries',
  templates: (tab = 'homes') => `/templates/${tab}`,
  /** A template editor: `kind` is homes, extras, floors, rooms or entities; `create` makes a new one. */
  templateEditor: (kind: string, id: number | 'create') =>
    id === 'create' ? `/${kind}/create` : `/${kind}/${id}/edit`,
} as const;

/** Where a signed-in user lands (after login, or when sent away from a guest page). */
export const HOME_PATH = paths.reports;
