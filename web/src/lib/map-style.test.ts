import { describe, expect, it } from '@jest/globals';
import { circlesGeoJson, mapStyle } from './map-style';

describe('mapStyle', () => {
  it('uses the configured style URL', () => {
    expect(mapStyle('https://tiles.example/style.json')).toBe('https://tiles.example/style.json');
  });

  it('draws only a plain background, from no outside host, when none is configured', () => {
    const style = mapStyle('');
    expect(typeof style).toBe('object');
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style).toMatchObject({ version: 8, sources: {}, layers: [{ type: 'background' }] });
  });
});

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
