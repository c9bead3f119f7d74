import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { switchLanguage } from '../i18n';
import { LocationMap } from './location-map';

const JKT01 = { latitude: -6.2, longitude: 106.816666, radius: 100 };
const drawMap = () =>
  renderAt(<LocationMap center={{ latitude: -6.2, longitude: 106.816666 }} circles={[JKT01]} label="Map" />);

afterEach(async () => {
  await switchLanguage('en');
  jest.restoreAllMocks();
  delete (window as { WebGLRenderingContext?: unknown }).WebGLRenderingContext;
});

describe('the location map without a street map', () => {
  it('says there is no street map offline, on a phone that could draw one online', () => {
    (window as { WebGLRenderingContext?: unknown }).WebGLRenderingContext = class {};
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    drawMap();
    expect(screen.getByRole('region', { name: 'Map' })).toBeVisible();
    expect(screen.getByText('No street map here (offline or not configured).')).toBeVisible();
  });

  it('says so where the phone cannot draw one (no WebGL)', () => {
    drawMap();
    expect(screen.getByText('No street map here (offline or not configured).')).toBeVisible();
  });

  it('says it in Bahasa Indonesia', async () => {
    await switchLanguage('id');
    drawMap();
    expect(screen.getByText('Peta jalan tidak tersedia (luring atau belum diatur).')).toBeVisible();
  });
});
