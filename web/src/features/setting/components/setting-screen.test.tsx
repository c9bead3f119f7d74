import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FaceCheckOfferedDocument, LogoutDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { renderAt } from '../../../test/render';
import { SettingScreen } from './setting-screen';

const routes = [{ path: '/login', element: <p>login page</p> }];

const faceCheck = (enabled: boolean) => ({
  request: { query: FaceCheckOfferedDocument },
  result: {
    data: {
      faceCheck: {
        __typename: 'FaceCheck' as const,
        enabled,
        noticeVersion: '2026-12-07',
        consentGivenAt: null,
        enrolledAt: null,
        reenrolRequired: false,
      },
    },
  },
});

describe('SettingScreen', () => {
  it('offers the face check only where the company uses it (issue 49), in both languages', async () => {
    const off = renderAt(<SettingScreen />, { path: '/setting', mocks: [faceCheck(false)] });
    expect(await screen.findByRole('link', { name: 'Devices' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Face check' })).not.toBeInTheDocument());
    off.unmount();
    renderAt(<SettingScreen />, { path: '/setting', mocks: [faceCheck(true)] });
    expect(await screen.findByRole('link', { name: 'Face check' })).toHaveAttribute('href', '/face-check');
    await switchLanguage('id');
    try {
      expect(await screen.findByRole('link', { name: 'Pemeriksaan wajah' })).toHaveAttribute('href', '/face-check');
    } finally {
      await switchLanguage('en');
    }
  });

  it('links to Edit Profile and Change Password, in English', () => {
    renderAt(<SettingScreen />, { path: '/setting' });
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/password');
  });

  it('clears the session and shows login even when the logout call fails', async () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    renderAt(<SettingScreen />, {
      path: '/setting',
      routes,
      mocks: [{ request: { query: LogoutDocument }, error: new Error('Failed to fetch') }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('hadir.user')).toBeNull();
  });

  it('shows the HR console entry to an HR admin only', async () => {
    sessionStore.set({ nik: '10002', name: 'Dewi Lestari', roleId: 2, photoUrl: null });
    const supervisor = renderAt(<SettingScreen />, { path: '/setting' });
    expect(screen.queryByRole('link', { name: 'HR console' })).not.toBeInTheDocument();
    supervisor.unmount();
    sessionStore.set({ nik: '10009', name: 'Rina Wulandari', roleId: 3, photoUrl: null });
    renderAt(<SettingScreen />, { path: '/setting' });
    expect(await screen.findByRole('link', { name: 'HR console' })).toHaveAttribute('href', '/hr');
  });

  it('offers the stand-in screen to those who decide requests (a supervisor, HR), not to staff', () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const staff = renderAt(<SettingScreen />, { path: '/setting' });
    expect(screen.queryByRole('link', { name: 'Stand-in while I am away' })).not.toBeInTheDocument();
    staff.unmount();
    sessionStore.set({ nik: '10002', name: 'Dewi Lestari', roleId: 2, photoUrl: null });
    renderAt(<SettingScreen />, { path: '/setting' });
    expect(screen.getByRole('link', { name: 'Stand-in while I am away' })).toHaveAttribute('href', '/stand-in');
  });

  it('leads staff to their shift swaps, in both languages, with no role needed', async () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const english = renderAt(<SettingScreen />, { path: '/setting' });
    expect(screen.getByRole('link', { name: 'Shift swaps' })).toHaveAttribute('href', '/swaps');
    english.unmount();
    await switchLanguage('id');
    try {
      const indonesian = renderAt(<SettingScreen />, { path: '/setting' });
      expect(screen.getByRole('link', { name: 'Tukar sif' })).toHaveAttribute('href', '/swaps');
      indonesian.unmount();
    } finally {
      await switchLanguage('en');
    }
  });
});
