// The component tests' setup (jest.config.js): jest-dom's matchers, and `findBy…`/`waitFor` waiting
// up to 10 s instead of 1 s, as a user waits: beside the browser and server suites of `npm test` a
// menu or a dialog can take over a second to appear.
require('@testing-library/jest-dom');
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
