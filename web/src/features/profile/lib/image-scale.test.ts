import { describe, expect, it } from '@jest/globals';
import { imageScaleFactor, scaledImageSize } from './image-scale';

describe('imageScaleFactor (rules §9, image scaling by width)', () => {
  it.each([
    [1, 1],
    [999, 1],
    [1000, 1 / 2],
    [2048, 1 / 2],
    [2049, 1 / 4],
    [3840, 1 / 4],
    [3841, 1 / 8],
    [4000, 1 / 8],
  ])('scales a photo %p px wide by %p', (width, factor) => {
    expect(imageScaleFactor(width)).toBe(factor);
  });

  it('refuses a photo wider than 4000 px', () => {
    expect(imageScaleFactor(4001)).toBeNull();
    expect(scaledImageSize(4001, 100)).toBeNull();
  });

  it('refuses a size that is not a real width', () => {
    expect(imageScaleFactor(0)).toBeNull();
    expect(imageScaleFactor(Number.NaN)).toBeNull();
  });

  it('keeps the aspect ratio and whole pixels', () => {
    expect(scaledImageSize(999, 500)).toEqual({ width: 999, height: 500 });
    expect(scaledImageSize(1000, 750)).toEqual({ width: 500, height: 375 });
    expect(scaledImageSize(2049, 1537)).toEqual({ width: 512, height: 384 });
    expect(scaledImageSize(4000, 3000)).toEqual({ width: 500, height: 375 });
  });
});
