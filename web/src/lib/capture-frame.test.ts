import { describe, expect, it } from '@jest/globals';
import { coverCrop } from './capture-frame';

describe('coverCrop (the 500x300 selfie canvas)', () => {
  it('takes a centred 5:3 band of a square 1080x1080 frame', () => {
    expect(coverCrop(1080, 1080)).toEqual({ x: 0, y: 216, width: 1080, height: 648 });
  });

  it('takes the middle of a wide 1920x1080 frame', () => {
    expect(coverCrop(1920, 1080)).toEqual({ x: 60, y: 0, width: 1800, height: 1080 });
  });

  it('keeps a frame that already has the canvas shape', () => {
    expect(coverCrop(500, 300)).toEqual({ x: 0, y: 0, width: 500, height: 300 });
  });
});
