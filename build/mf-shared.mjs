/**
 * The ONE Module Federation shared map, used by the shell and every remote (docs/ARCHITECTURE.md).
 * Every entry is a singleton so that React, the router, the Redux store, the RTK Query
 * api slice and the design system exist once on the page. Workspace packages carry no real
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

/**
 * Packages shared through a door instead of whole (issue 12, first load): a shared module of ours
 * re-exports only the parts the back-office uses, because a shared package is never tree-shaken
 * and a door is. App code imports them through the door (lint rule, `eslint.config.js`); a remote
 * build that still shares one of them was made with an older map and would run its own copy
 * beside the shell's, so the release smoke check refuses it. Package (and its subpaths) → door.
 */
export const DOORS = {
  'react-router': 'shared-ui/router',
  'react-router-dom': 'shared-ui/router',
  '@reduxjs/toolkit': 'shared-api',
};
