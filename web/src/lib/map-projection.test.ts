import { describe, expect, it } from '@jest/globals';
import { circlePath, frameProjection } from './map-projection';

const jakarta = { latitude: -6.2, longitude: 106.816666 };

describe('frameProjection', () => {
  it('puts the centre in the middle of the frame', () => {
    const [x, y] = frameProjection(jakarta, 320, 200)(jakarta);
    expect(x).toBeCloseTo(160, 6);
    expect(y).toBeCloseTo(100, 6);
  });

  it('draws at zoom 17: about 0.59 m a pixel at Jakarta, north up and east right', () => {
    const project = frameProjection(jakarta, 320, 200);
    // 0.001° of latitude is 111.2 m.
    const [, north] = project({ latitude: -6.199, longitude: 106.816666 });
    expect(100 - north).toBeCloseTo(111.2 / 0.5939, 0);
    const [east] = project({ latitude: -6.2, longitude: 106.817666 });
    expect(east).toBeGreaterThan(160);
  });
});

describe('circlePath', () => {
  it('rings the centre at the radius in pixels', () => {
    const project = frameProjection(jakarta, 320, 200);
    const path = circlePath({ ...jakarta, radius: 100 }, project);
    const points = path
      .slice(1, -1)
      .split('L')
      .map((pair) => pair.split(',').map(Number));
    expect(points).toHaveLength(65); // 64 points, closed
    for (const [x, y] of points) expect(Math.hypot(x - 160, y - 100)).toBeCloseTo(100 / 0.5939, -1);
  });
});
