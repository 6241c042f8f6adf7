/**
 * The ONE Module Federation shared map, used by the shell and every remote (DESIGN.md).
 * Every entry is a singleton so that React, the router, the Redux store, the RTK Query
 * api slice and the design system exist once on the page. The router comes through
 * `shared-ui/router` and Redux Toolkit through `shared-api` (lint rule): a shared package is
 * never tree-shaken, those doors are (issue 12, first load). Workspace packages carry no real
 * version, hence `requiredVersion: false`.
 */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

export const sharedMap = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-redux': singleton('^9.0.0'),
  'react-intl': singleton(false),
  formik: singleton('^2.0.0'),
  moment: singleton('^2.0.0'),
  'shared-api': singleton(false),
  'shared-ui': singleton(false),
  'shared-ui/': singleton(false),
};
