import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { WorkLocationsDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { ClockScreen } from './clock-screen';

const jkt01 = {
  __typename: 'WorkLocation' as const,
  code: 'JKT01',
  name: 'Kantor Pusat Jakarta',
  latitude: -6.2,
  longitude: 106.816666,
  radius: 100,
};
const locationsMock = (types: string) => ({
  request: { query: WorkLocationsDocument, variables: { types } },
  result: { data: { workLocations: [jkt01] } },
});

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;
const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
const originalMedia = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

function fakeGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

const at = (latitude: number, longitude: number): Geolocation => ({
  getCurrentPosition: (success) => success({ coords: { latitude, longitude, accuracy: 12 } } as GeolocationPosition),
});

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else delete (navigator as { geolocation?: unknown }).geolocation;
  if (originalMedia) Object.defineProperty(navigator, 'mediaDevices', originalMedia);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('ClockScreen', () => {
  it('names the work location it is in and asks with high accuracy, 5 s timeout, 10 s maximum age', async () => {
    const getCurrentPosition = jest.fn(at(-6.2003, 106.8167).getCurrentPosition);
    fakeGeolocation({ getCurrentPosition });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    expect(await screen.findByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    expect(getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 10000 });
    expect(screen.getByRole('button', { name: 'Live Attendance - Clock In' })).toBeEnabled();
    expect(screen.queryByText('Your location is out of radius')).not.toBeInTheDocument();
  });

  it('says "Your location is out of radius" outside every circle and sends nothing', async () => {
    fakeGeolocation(at(-6.3, 106.9));
    renderAt(<ClockScreen />, { path: '/clockout', mocks: [locationsMock('clockout')] });
    expect(await screen.findByText('Your location is out of radius')).toBeInTheDocument();
    expect(screen.getByTestId('location-name')).toHaveTextContent('Nearest work location: Kantor Pusat Jakarta');
    fireEvent.click(screen.getByRole('button', { name: 'Live Attendance - Clock Out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your location is out of radius');
    // The camera did not open: nothing goes further than the radius check.
    expect(screen.getByRole('button', { name: 'Take a selfie', hidden: true })).toBeInTheDocument();
  });

  it('treats /clockout/ (a trailing slash) as Clock Out, not Clock In', async () => {
    fakeGeolocation(at(-6.2, 106.816666));
    renderAt(<ClockScreen />, { path: '/clockout', at: '/clockout/', mocks: [locationsMock('clockout')] });
    expect(await screen.findByRole('button', { name: 'Live Attendance - Clock Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live Attendance - Clock In' })).not.toBeInTheDocument();
  });

  it('opens the camera first when submitting inside a circle without a selfie', async () => {
    fakeGeolocation(at(-6.2, 106.816666));
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    await screen.findByTestId('location-name');
    fireEvent.click(screen.getByRole('button', { name: 'Live Attendance - Clock In' }));
    // No camera here: the camera section now shows spec 8's message instead of the button.
    expect(await screen.findByText('mediaDevices not supported!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a selfie' })).not.toBeInTheDocument();
  });

  it('shows the permission message when the position is refused', async () => {
    fakeGeolocation({
      getCurrentPosition: (_success, failure) => failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    expect(await screen.findByText('Error, Please enable your location in browser!')).toBeInTheDocument();
  });

  it('shows "Error getting location : …" with a reload when the fix fails', async () => {
    fakeGeolocation({
      getCurrentPosition: (_success, failure) => failure?.({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
    });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    expect(await screen.findByText('Error getting location : Timeout expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says when the browser has no geolocation', async () => {
    fakeGeolocation(undefined);
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    expect(await screen.findByText('Geolocation is not supported in this browser.')).toBeInTheDocument();
  });
});
