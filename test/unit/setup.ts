import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// The real store and base query answer through promises, and a screen's first render in a fresh
// clone also compiles the modules it loads on demand (the PDF viewer's reader): on a busy
// machine that outlasts Testing Library's 1 s default.
configure({ asyncUtilTimeout: 4000 });
// A form test types dozens of keys through user-event, each a render: with the API suites on the
// same two cores (CI runs both projects at once) that outlasted Jest's 5 s default.
jest.setTimeout(15_000);

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
