// jsdom with the platform pieces it leaves out and the router uses (Request, fetch, TextEncoder…),
// taken from Node itself so they agree with each other.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request', 'Response', 'Headers', 'FormData', 'fetch', 'ReadableStream', 'TextEncoder', 'TextDecoder',
  'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel',
];

class JsdomWithPlatform extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (globalThis[name]) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithPlatform;
