import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { WorkLocationsDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { ClockScreen } from './clock-screen';

const jkt01 = {
  __typename: 'WorkLocation' as const,
  code: 'JKT01',
  name: 'Kantor Pusat Jakarta',
  latitude: -6.2,
  longitude: 106.816666,
  radius: 100,
  accuracyLimit: 100,
  // The company does not check faces (issue 49): the screen loads nothing of the face check.
  faceCheck: false,
  faceNoticeChanged: false,
};
/** The screen's locations query: JKT01, with `fields` changed. */
const locationsMock = (types: string, fields: Partial<typeof jkt01> = {}) => ({
  request: { query: WorkLocationsDocument, variables: { types } },
  result: { data: { workLocations: [{ ...jkt01, ...fields }] } },
});

type Geolocation = Pick<globalThis.Geolocation, 'watchPosition' | 'clearWatch'>;
const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
const originalMedia = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

function fakeGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

const fix = (latitude: number, longitude: number, accuracy = 12) =>
  ({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() }) as GeolocationPosition;

/** A device whose watch reports a fix (`move`) or an error (`fail`) whenever the test says. */
function device() {
  let onFix: PositionCallback = () => {};
  let onError: PositionErrorCallback | null | undefined;
  let watches = 0;
  const geolocation = {
    watchPosition: jest.fn<Geolocation['watchPosition']>((success, failure) => {
      [onFix, onError] = [success, failure];
      return ++watches;
    }),
    clearWatch: jest.fn<Geolocation['clearWatch']>(),
  };
  return {
    geolocation,
    move: (latitude: number, longitude: number, accuracy?: number) =>
      act(() => onFix(fix(latitude, longitude, accuracy))),
    fail: (code: number, message: string) => act(() => onError?.({ code, message } as GeolocationPositionError)),
  };
}

const at = (latitude: number, longitude: number): Geolocation => ({
  watchPosition: (success) => {
    success(fix(latitude, longitude));
    return 1;
  },
  clearWatch: () => {},
});
const failing = (code: number, message: string): Geolocation => ({
  watchPosition: (_success, failure) => {
    failure?.({ code, message } as GeolocationPositionError);
    return 1;
  },
  clearWatch: () => {},
});

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else delete (navigator as { geolocation?: unknown }).geolocation;
  if (originalMedia) Object.defineProperty(navigator, 'mediaDevices', originalMedia);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('ClockScreen', () => {
  it('names the work location it is in and asks with high accuracy, 5 s timeout and never a cached fix (maximum age 0)', async () => {
    const { geolocation, move } = device();
    fakeGeolocation(geolocation);
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    await move(-6.2003, 106.8167);
    expect(await screen.findByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    expect(geolocation.watchPosition.mock.calls[0][2]).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    });
    expect(screen.getByRole('button', { name: 'Live Attendance - Clock In' })).toBeEnabled();
    expect(screen.queryByText('Your location is out of radius')).not.toBeInTheDocument();
  });

  it('keeps Submit disabled with the reason while the position is too vague for the location, and lets it go once it is good enough (issue 46)', async () => {
    const { geolocation, move } = device();
    fakeGeolocation(geolocation);
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    await move(-6.2003, 106.8167, 500);
    expect(await screen.findByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    const submit = screen.getByRole('button', { name: 'Live Attendance - Clock In' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Submit is ready once your position is accurate to 100 m (now ±500 m). Step outside or wait a moment.',
    );
    // The selfie can still be taken meanwhile.
    expect(screen.getByRole('button', { name: 'Take a selfie' })).toBeEnabled();
    await move(-6.2003, 106.8167, 15);
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/Submit is ready once/)).not.toBeInTheDocument();
  });

  it("goes by the company's accuracy limit the api gives, wider than the radius", async () => {
    const { geolocation, move } = device();
    fakeGeolocation(geolocation);
    const wide = locationsMock('clockin', { accuracyLimit: 300 });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [wide] });
    await move(-6.2003, 106.8167, 250);
    expect(await screen.findByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    expect(screen.getByRole('button', { name: 'Live Attendance - Clock In' })).toBeEnabled();
  });

  it('asks an enrolled person who agreed to an earlier face check notice to read the new one, never holding Submit', async () => {
    fakeGeolocation(at(-6.2003, 106.8167));
    const changed = locationsMock('clockin', { faceCheck: true, faceNoticeChanged: true });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [changed] });
    const notice = (await screen.findByText('The face-check notice changed')).closest<HTMLElement>('[role="alert"]')!;
    expect(notice).toHaveTextContent('Until you read and agree to the new version');
    expect(within(notice).getByRole('link', { name: 'Read the new notice' })).toHaveAttribute('href', '/face-check');
    // Clocking in is not held for it.
    expect(screen.getByRole('button', { name: 'Live Attendance - Clock In' })).toBeEnabled();
  });

  it('says the face check notice changed in Bahasa Indonesia too', async () => {
    fakeGeolocation(at(-6.2003, 106.8167));
    const changed = locationsMock('clockin', { faceCheck: true, faceNoticeChanged: true });
    await switchLanguage('id');
    try {
      const { unmount } = renderAt(<ClockScreen />, { path: '/clockin', mocks: [changed] });
      expect(await screen.findByText('Pemberitahuan pemeriksaan wajah berubah')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Baca pemberitahuan baru' })).toHaveAttribute('href', '/face-check');
      unmount();
    } finally {
      await switchLanguage('en');
    }
  });

  it('says nothing of the notice to a person on the current one', async () => {
    fakeGeolocation(at(-6.2003, 106.8167));
    const current = locationsMock('clockin', { faceCheck: true });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [current] });
    expect(await screen.findByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    expect(screen.queryByText('The face-check notice changed')).not.toBeInTheDocument();
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

  it('keeps following the position: walking into the circle after opening the screen outside it needs no reload', async () => {
    const { geolocation, move } = device();
    fakeGeolocation(geolocation);
    const { unmount } = renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    await move(-6.21, 106.82);
    expect(await screen.findByText('Your location is out of radius')).toBeInTheDocument();
    await move(-6.2001, 106.8167);
    expect(screen.getByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    expect(screen.queryByText('Your location is out of radius')).not.toBeInTheDocument();
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);
    unmount();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(1);
  });

  it('keeps the last good fix through a late timeout, and Locate again starts a new watch', async () => {
    const { geolocation, move, fail } = device();
    fakeGeolocation(geolocation);
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    await move(-6.2001, 106.8167);
    expect(await screen.findByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    await fail(3, 'Timeout expired');
    expect(screen.getByTestId('location-name')).toHaveTextContent('Kantor Pusat Jakarta');
    expect(screen.queryByText(/Error getting location/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Locate again' }));
    expect(geolocation.clearWatch).toHaveBeenCalledWith(1);
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(2);
    await move(-6.3, 106.9);
    expect(screen.getByText('Your location is out of radius')).toBeInTheDocument();
  });

  it('says a selfie is missing and opens the camera when submitting inside a circle without one', async () => {
    fakeGeolocation(at(-6.2, 106.816666));
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    await screen.findByTestId('location-name');
    expect(screen.queryByText('Take a selfie first: your attendance is sent with it.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Live Attendance - Clock In' }));
    expect(
      within(screen.getByRole('region', { name: 'Selfie' })).getByText(
        'Take a selfie first: your attendance is sent with it.',
      ),
    ).toBeInTheDocument();
    // No camera here: the camera section now shows rules §8's message instead of the button.
    expect(await screen.findByText('mediaDevices not supported!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a selfie' })).not.toBeInTheDocument();
  });

  it('shows the permission message when the position is refused', async () => {
    fakeGeolocation(failing(1, 'User denied Geolocation'));
    renderAt(<ClockScreen />, { path: '/clockin', mocks: [locationsMock('clockin')] });
    expect(await screen.findByText('Error, Please enable your location in browser!')).toBeInTheDocument();
  });

  it('shows "Error getting location : …" with a reload when the fix fails', async () => {
    fakeGeolocation(failing(3, 'Timeout expired'));
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
