import { describe, expect, it } from '@jest/globals';
import { circleRing, distanceMeters, isInside, matchCircle, nearestCircle } from './geofence';

const jkt01 = { code: 'JKT01', latitude: -6.2, longitude: 106.816666, radius: 100 };
const bks01 = { code: 'BKS01', latitude: -6.23827, longitude: 106.975573, radius: 150 };

describe('distanceMeters (haversine)', () => {
  it('is zero for the same point', () => {
    expect(distanceMeters(jkt01, jkt01)).toBe(0);
  });

  it('measures about 111.2 km for one degree of latitude', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
  });

  it('measures Jakarta to Bekasi at about 18 km', () => {
    const km = distanceMeters(jkt01, bks01) / 1000;
    expect(km).toBeGreaterThan(17.5);
    expect(km).toBeLessThan(18.2);
  });
});

describe('the radius check', () => {
  // 0.0008° of latitude is about 89 m, 0.001° about 111 m.
  it('takes a point 89 m from the centre of a 100 m circle', () => {
    expect(isInside({ latitude: -6.2008, longitude: 106.816666 }, jkt01)).toBe(true);
  });

  it('refuses a point 111 m from the centre of a 100 m circle', () => {
    expect(isInside({ latitude: -6.201, longitude: 106.816666 }, jkt01)).toBe(false);
  });

  it('takes a point exactly on the edge', () => {
    const edge = { ...jkt01, radius: distanceMeters(jkt01, { latitude: -6.2009, longitude: 106.816666 }) };
    expect(isInside({ latitude: -6.2009, longitude: 106.816666 }, edge)).toBe(true);
  });

  it('matches the circle the point is in, and none far away', () => {
    expect(matchCircle({ latitude: -6.2383, longitude: 106.9756 }, [jkt01, bks01])?.code).toBe('BKS01');
    expect(matchCircle({ latitude: -6.2, longitude: 106.8167 }, [jkt01, bks01])?.code).toBe('JKT01');
    expect(matchCircle({ latitude: 1.3521, longitude: 103.8198 }, [jkt01, bks01])).toBeNull();
    expect(matchCircle(jkt01, [])).toBeNull();
  });

  it('picks the nearer centre where circles overlap', () => {
    const wide = { code: 'WIDE', latitude: -6.205, longitude: 106.816666, radius: 5000 };
    expect(matchCircle({ latitude: -6.2001, longitude: 106.816666 }, [wide, jkt01])?.code).toBe('JKT01');
  });

  it('names the nearest circle and its distance from outside', () => {
    const nearest = nearestCircle({ latitude: -6.21, longitude: 106.816666 }, [bks01, jkt01]);
    expect(nearest?.circle.code).toBe('JKT01');
    expect(nearest?.distance).toBeCloseTo(1112, -1);
    expect(nearestCircle(jkt01, [])).toBeNull();
  });
});

describe('circleRing', () => {
  it('is a closed ring whose points all lie on the radius', () => {
    const ring = circleRing(jkt01, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [longitude, latitude] of ring) {
      expect(distanceMeters(jkt01, { latitude, longitude })).toBeCloseTo(100, 3);
    }
  });
});
