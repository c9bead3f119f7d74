import { describe, expect, it } from '@jest/globals';
import { pastedPoint } from './pasted-point';

describe('pastedPoint', () => {
  it.each([
    ['-6.2, 106.8', { latitude: -6.2, longitude: 106.8 }],
    ['-6.200000,106.816666', { latitude: -6.2, longitude: 106.816666 }],
    ['  -6.285 107.171 ', { latitude: -6.285, longitude: 107.171 }],
    ['-6.285; 107.171', { latitude: -6.285, longitude: 107.171 }],
    ['geo:-6.285,107.171?z=17', { latitude: -6.285, longitude: 107.171 }],
    [
      'https://www.google.com/maps/place/Monas/@-6.1753924,106.8271528,17z/data=!3m1!4b1',
      { latitude: -6.1753924, longitude: 106.8271528 },
    ],
    [
      'https://www.google.com/maps/place/Monas/@-6.17,106.82,17z/data=!4m6!3m5!3d-6.1754!4d106.8272',
      { latitude: -6.1754, longitude: 106.8272 },
    ],
    ['https://maps.google.com/?q=-6.285,107.171', { latitude: -6.285, longitude: 107.171 }],
    ['https://www.google.com/maps/search/?api=1&query=-6.285%2C107.171', { latitude: -6.285, longitude: 107.171 }],
    ['https://www.openstreetmap.org/#map=17/-6.28500/107.17100', { latitude: -6.285, longitude: 107.171 }],
    [
      'https://www.openstreetmap.org/?mlat=-6.285&mlon=107.171#map=17/-6.285/107.171',
      { latitude: -6.285, longitude: 107.171 },
    ],
    ['https://maps.apple.com/?ll=-6.285,107.171&q=Gudang', { latitude: -6.285, longitude: 107.171 }],
    [`6°17'6"S 107°10'15.6"E`, { latitude: -6.285, longitude: 107.171 }],
    [`S 6° 17' 6" , E 107° 10' 15.6"`, { latitude: -6.285, longitude: 107.171 }],
  ])('reads %s', (text, expected) => {
    const found = pastedPoint(text);
    expect(found).not.toBeNull();
    expect(found!.latitude).toBeCloseTo(expected.latitude, 6);
    expect(found!.longitude).toBeCloseTo(expected.longitude, 6);
  });

  it.each([
    [''],
    ['Gudang Cikarang'],
    ['-91, 106.8'],
    ['-6.2, 181'],
    ['https://maps.app.goo.gl/AbCdEf123'],
    ['106.8'],
    [`6°17'6"S 107°10'15.6"S`],
  ])('finds no position in %p', (text) => {
    expect(pastedPoint(text)).toBeNull();
  });
});
