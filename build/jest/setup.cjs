// react-router 7 under jsdom needs TextEncoder/TextDecoder (docs/ARCHITECTURE.md).
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// Unit tests never reach the network; a test that needs answers stubs fetch.
globalThis.fetch = () => Promise.reject(new Error('no network in unit tests'));
