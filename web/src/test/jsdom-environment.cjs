// jsdom with the platform pieces it leaves out and the router uses (Request, fetch, TextEncoder…),
// taken from Node itself so they agree with each other (crypto: jsdom's has no subtle, the clock-in signing needs it).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'FormData',
  'fetch',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
  'crypto',
];

class JsdomWithPlatform extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      // jsdom's window.crypto is a getter: define over it.
      if (globalThis[name])
        Object.defineProperty(this.global, name, { value: globalThis[name], configurable: true, writable: true });
    }
  }
}

module.exports = JsdomWithPlatform;
