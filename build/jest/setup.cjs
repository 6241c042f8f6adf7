// react-router 7 under jsdom needs TextEncoder/TextDecoder (DESIGN.md).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
