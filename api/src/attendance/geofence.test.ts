import { describe, expect, it } from '@jest/globals';
import { BKS01, JKT01, northOf } from '../test/attendance.js';
import { distanceMetres, isOpenTo, isWithinRadius, matchLocation, type WorkLocation } from './geofence.js';

const location = (overrides: Partial<WorkLocation>): WorkLocation => ({
  lok_kd: 'JKT01',
  lok_nm: 'Kantor Pusat Jakarta',
  ...JKT01,
  radius: 100,
  divisi_kd: null,
  subdivisi_kd: null,
  dept_kd: null,
  ...overrides,
});

describe('distanceMetres (haversine)', () => {
  it('is zero at the same point and symmetric', () => {
    expect(distanceMetres(JKT01, JKT01)).toBe(0);
    expect(distanceMetres(JKT01, BKS01)).toBeCloseTo(distanceMetres(BKS01, JKT01), 6);
  });

  it('measures one degree of longitude on the equator as about 111.2 km', () => {
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, 0);
  });

  it('puts Kantor Pusat Jakarta about 18.07 km from Gudang Bekasi', () => {
    expect(distanceMetres(JKT01, BKS01) / 1000).toBeCloseTo(18.07, 1);
  });

  it('handles points across the antimeridian', () => {
    expect(distanceMetres({ latitude: 0, longitude: 179.9995 }, { latitude: 0, longitude: -179.9995 })).toBeCloseTo(
      111.2,
      0,
    );
  });
});

describe('isWithinRadius', () => {
  const jkt = location({});
  it('takes a point 99 m from the centre of a 100 m circle and refuses one 101 m away', () => {
    expect(isWithinRadius(northOf(JKT01, 99), jkt)).toBe(true);
    expect(isWithinRadius(northOf(JKT01, 101), jkt)).toBe(false);
  });

  it('counts the edge itself as inside', () => {
    expect(isWithinRadius(JKT01, { ...BKS01, radius: distanceMetres(JKT01, BKS01) })).toBe(true);
  });
});

describe('isOpenTo', () => {
  const ops = { divisi_kd: 'OPS', subdivisi_kd: 'OPS-FIELD', dept_kd: 'OPS-JKT' };

  it('opens a location with no unit set to everyone', () => {
    expect(isOpenTo(location({}), ops)).toBe(true);
    expect(isOpenTo(location({}), { divisi_kd: null, subdivisi_kd: null, dept_kd: null })).toBe(true);
  });

  it("requires every unit code that is set to be the user's", () => {
    expect(isOpenTo(location({ divisi_kd: 'OPS' }), ops)).toBe(true);
    expect(isOpenTo(location({ divisi_kd: 'FIN' }), ops)).toBe(false);
    expect(isOpenTo(location({ divisi_kd: 'OPS', dept_kd: 'OPS-BDG' }), ops)).toBe(false);
    expect(isOpenTo(location({ subdivisi_kd: 'OPS-FIELD', dept_kd: 'OPS-JKT' }), ops)).toBe(true);
    expect(isOpenTo(location({ divisi_kd: 'OPS' }), { ...ops, divisi_kd: null })).toBe(false);
  });
});

describe('matchLocation', () => {
  const big = location({ lok_kd: 'BIG', lok_nm: 'Big circle', radius: 1000 });
  const small = location({ lok_kd: 'SMALL', lok_nm: 'Small circle', ...northOf(JKT01, 50), radius: 100 });

  it('answers null outside every circle', () => {
    expect(matchLocation(northOf(JKT01, 5000), [big, small])).toBeNull();
  });

  it('answers the nearest containing circle', () => {
    expect(matchLocation(northOf(JKT01, 60), [big, small])?.lok_kd).toBe('SMALL');
    expect(matchLocation(northOf(JKT01, 300), [big, small])?.lok_kd).toBe('BIG');
  });

  it('prefers the circle the client named when the point is inside it, and ignores it otherwise', () => {
    expect(matchLocation(northOf(JKT01, 60), [big, small], 'BIG')?.lok_kd).toBe('BIG');
    expect(matchLocation(northOf(JKT01, 300), [big, small], 'SMALL')?.lok_kd).toBe('BIG');
    expect(matchLocation(northOf(JKT01, 5000), [big, small], 'BIG')).toBeNull();
  });
});
