import { describe, expect, it } from '@jest/globals';
import { firstScreen } from './first-screen';

const storage = (user: string | null) => ({ getItem: (key: string) => (key === 'hadir.user' ? user : null) });
const signedIn = storage(JSON.stringify({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null }));
const signedOut = storage(null);

describe('firstScreen (the screen the guards open first, which index.html prepares)', () => {
  it('is Home at / and /login for a signed-in person, the attendance screen at /live, the clock screen at /clockin and /clockout', () => {
    expect(firstScreen('/', signedIn)).toBe('home');
    expect(firstScreen('/login', signedIn)).toBe('home');
    expect(firstScreen('/live', signedIn)).toBe('live');
    expect(firstScreen('/clockin', signedIn)).toBe('clockin');
    expect(firstScreen('/clockout', signedIn)).toBe('clockout');
  });

  it('is Login at each of them for anyone else', () => {
    for (const path of ['/', '/login', '/live', '/clockin', '/clockout'])
      expect(firstScreen(path, signedOut)).toBe('login');
  });

  it('names no screen for the other addresses', () => {
    expect(firstScreen('/clockin/', signedIn)).toBeNull();
    expect(firstScreen('/inbox', signedIn)).toBeNull();
    expect(firstScreen('/reset/abc', signedOut)).toBeNull();
  });
});
