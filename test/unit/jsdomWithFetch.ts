import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without fetch cannot run RTK Query's fetchBaseQuery. This environment lends it Node's
 * own fetch family (and Node's AbortController, since Node's Request rejects jsdom's signals),
 * so screen tests run the real store and base query against a stubbed global fetch.
 */
export default class JsdomWithFetch extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const { fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, TextEncoder, TextDecoder, structuredClone, ReadableStream } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, FormData, AbortController, AbortSignal, TextEncoder, TextDecoder, structuredClone, ReadableStream });
  }
}
