import { describe, expect, it } from '@jest/globals';
import { circlesGeoJson } from './map-style';

describe('circlesGeoJson', () => {
  it('makes one polygon per work location', () => {
    const collection = circlesGeoJson([
      { latitude: -6.2, longitude: 106.816666, radius: 100 },
      { latitude: -6.23827, longitude: 106.975573, radius: 150 },
    ]);
    expect(collection.features).toHaveLength(2);
    expect(collection.features[0].geometry.type).toBe('Polygon');
    expect(collection.features[0].geometry.coordinates[0]).toHaveLength(65);
  });
});
