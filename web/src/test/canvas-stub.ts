import { jest } from '@jest/globals';

/**
 * jsdom has no canvas: a 2D context whose drawing calls do nothing, and a toBlob that answers a
 * tiny PNG, so a signature pad can be drawn on with mouse events in a test.
 */
export function stubCanvas(): () => void {
  const proto = HTMLCanvasElement.prototype;
  const original = { getContext: proto.getContext, toBlob: proto.toBlob };
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => {}),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  proto.getContext = jest.fn(() => context) as unknown as typeof proto.getContext;
  proto.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
  };
  return () => Object.assign(proto, original);
}
