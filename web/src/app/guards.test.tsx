import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { LoginScreen } from '../features/auth/components/login-screen';
import { sessionStore } from '../lib/session-store';
import { renderAt } from '../test/render';
import { Guard } from './guards';

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '/', element: <p>home page</p> },
  { path: '/leave', element: <p>leave page</p> },
];

beforeEach(() => {
  sessionStore.clear();
});

describe('Guard', () => {
  it('sends a visitor with no session from a login-required page to login', () => {
    renderAt(<Guard access="auth">secret</Guard>, { path: '/setting' });
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    renderAt(<Guard access="auth">secret</Guard>, { path: '/setting', routes: routes.slice(0, 1) });
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a signed-in user from a guest-only page home', () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    renderAt(<Guard access="guest">login form</Guard>, { path: '/login', routes: routes.slice(1, 2) });
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('lets only a supervisor or an HR admin open the approve page; anyone else lands on /leave', () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const employee = renderAt(<Guard access="supervisor">approve form</Guard>, {
      path: '/approve/:ibxid/:id',
      at: '/approve/1/2',
      routes: routes.slice(2),
    });
    expect(screen.getByText('leave page')).toBeInTheDocument();
    employee.unmount();
    sessionStore.set({ nik: '10002', name: 'Dewi Lestari', roleId: 2, photoUrl: null });
    const supervisor = renderAt(<Guard access="supervisor">approve form</Guard>, {
      path: '/approve/:ibxid/:id',
      at: '/approve/1/2',
      routes: routes.slice(2),
    });
    expect(screen.getByText('approve form')).toBeInTheDocument();
    supervisor.unmount();
    sessionStore.set({ nik: '10009', name: 'Rina Wulandari', roleId: 3, photoUrl: null });
    renderAt(<Guard access="supervisor">approve form</Guard>, {
      path: '/approve/:ibxid/:id',
      at: '/approve/1/2',
      routes: routes.slice(2),
    });
    expect(screen.getByText('approve form')).toBeInTheDocument();
  });

  it('shows the HR console only to an HR admin; an employee or a supervisor gets the not-found page', () => {
    for (const roleId of [1, 2]) {
      sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId, photoUrl: null });
      const view = renderAt(<Guard access="hr">hr console</Guard>, { path: '/hr/employees' });
      expect(screen.queryByText('hr console')).not.toBeInTheDocument();
      expect(screen.getByText('This page does not exist.')).toBeInTheDocument();
      view.unmount();
    }
    sessionStore.set({ nik: '10009', name: 'Rina Wulandari', roleId: 3, photoUrl: null });
    renderAt(<Guard access="hr">hr console</Guard>, { path: '/hr/employees' });
    expect(screen.getByText('hr console')).toBeInTheDocument();
  });

  it('shows the team view only to a supervisor; an employee gets the not-found page, not the Leave page', () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const employee = renderAt(<Guard access="team">team view</Guard>, { path: '/team', routes: routes.slice(2) });
    expect(screen.queryByText('team view')).not.toBeInTheDocument();
    expect(screen.queryByText('leave page')).not.toBeInTheDocument();
    expect(screen.getByText('This page does not exist.')).toBeInTheDocument();
    employee.unmount();
    sessionStore.set({ nik: '10002', name: 'Dewi Lestari', roleId: 2, photoUrl: null });
    renderAt(<Guard access="team">team view</Guard>, { path: '/team' });
    expect(screen.getByText('team view')).toBeInTheDocument();
  });

  it('sends a visitor with no session from the HR console to login', () => {
    renderAt(<Guard access="hr">hr console</Guard>, { path: '/hr/employees', routes: routes.slice(0, 1) });
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('lets anyone open the reset page', () => {
    renderAt(<Guard access="open">reset form</Guard>, { path: '/reset/:token', at: '/reset/abc' });
    expect(screen.getByText('reset form')).toBeInTheDocument();
  });

  describe('around Login, as the app routes it', () => {
    const realFetch = globalThis.fetch;
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
      globalThis.fetch = realFetch;
    });

    it('Home at once on signing in, the loader over it for its second, and a screen opened from Home then stays open', async () => {
      const user = {
        __typename: 'User',
        nik: '10001',
        name: 'Ade Rahmat Hidayat',
        roleId: 1,
        photoUrl: null,
        language: 'en',
      };
      globalThis.fetch = (async () => ({
        ok: true,
        status: 200,
        json: async () => ({ data: { login: { __typename: 'Session', message: 'Login success', user } } }),
      })) as unknown as typeof fetch;
      const { router } = renderAt(
        <Guard access="guest">
          <LoginScreen />
        </Guard>,
        { path: '/login', routes: [...routes, { path: '/setting', element: <p>setting page</p> }] },
      );
      fireEvent.change(screen.getByLabelText('NIK'), { target: { value: '10001' } });
      fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Hadir#2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      // The sign-in's loader, kept over the page (features/auth/lib/signed-in-early.ts coverPage).
      const loaderOver = () => document.querySelector('[data-sign-in-cover] [role="progressbar"]') !== null;
      await act(async () => jest.advanceTimersByTime(100));
      expect(screen.getByText('home page')).toBeInTheDocument();
      expect(loaderOver()).toBe(true);
      await act(async () => router.navigate('/setting'));
      await act(async () => jest.advanceTimersByTime(1000));
      expect(loaderOver()).toBe(false);
      // Nothing sends the person back Home when the loader's second is over.
      expect(router.state.location.pathname).toBe('/setting');
    });
  });
});
