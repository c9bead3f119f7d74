import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { paths, type RouteName } from '../config/paths';
import { Guard } from './guards';
import { NotFoundScreen } from './not-found-screen';

const screen = <T, K extends keyof T>(load: () => Promise<T>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/** Each route of spec 2 and the screen that draws it; every screen loads only when it is opened. */
const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = {
  home: screen(() => import('./home-route'), 'HomeRoute'),
  login: screen(() => import('../features/auth/components/login-screen'), 'LoginScreen'),
  forgot: screen(() => import('../features/auth/components/forgot-screen'), 'ForgotScreen'),
  reset: screen(() => import('../features/auth/components/reset-screen'), 'ResetScreen'),
  password: screen(() => import('../features/auth/components/password-screen'), 'PasswordScreen'),
  setting: screen(() => import('../features/setting/components/setting-screen'), 'SettingScreen'),
  // attendance screens
  // leave screens
  // inbox screens
  // profile screens
};

export const routes: RouteObject[] = [
  ...(Object.entries(screens) as [RouteName, LazyExoticComponent<ComponentType>][]).map(([name, Screen]) => ({
    path: paths[name].path,
    element: (
      <Guard access={paths[name].access}>
        <Screen />
      </Guard>
    ),
  })),
  { path: '*', element: <NotFoundScreen /> },
];
