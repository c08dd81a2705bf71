import '@testing-library/jest-dom';
import {  } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// The real store and base query answer through promises, and a screen's first render in a fresh
// clone also compiles the modules it loads on demand (the PDF viewer's reader): on a busy
// machine that outlasts Testing Library's 1 s default.

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
