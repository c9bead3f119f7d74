import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { preloadAlertDialog } from '../components/alert-dialog';
import { paths, type RouteName } from '../config/paths';
import { loadArea } from '../i18n';
import { Guard } from './guards';
import { NotFoundScreen } from './not-found-screen';

/**
 * A screen that loads when it is first drawn, or earlier through `preload`. Once loaded, React
 * draws it without suspending (its module is handed over at once, not on a later tick): the first
 * paint's Login (first-paint/render.tsx) is replaced by the same screen, never by the loading skeleton
 * in between.
 */
function lazyScreen(
  load: () => Promise<ComponentType>,
): LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> } {
  let loaded: { default: ComponentType } | undefined;
  const preload = async () => (loaded ??= { default: await load() });
  // A thenable that answers as it is asked: React's lazy reads a module handed over that way at once.
  const now = (module: { default: ComponentType }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as Promise<typeof module>;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : preload())),
    { preload },
  );
}

/**
 * A screen inside Apollo Client, both loaded together (no waterfall). Apollo Client is not in the
 * entry: the Login screen signs in without it (issue 15), so a visit to Login never loads it.
 */
const screen = <T, K extends keyof T>(load: () => Promise<T>, name: K) =>
  lazyScreen(async () => {
    const [module, { ApolloShell }] = await Promise.all([load(), import('./apollo-shell')]);
    const Screen = module[name] as ComponentType;
    return () => (
      <ApolloShell>
        <Screen />
      </ApolloShell>
    );
  });
const withoutApollo = <T, K extends keyof T>(load: () => Promise<T>, name: K) =>
  lazyScreen(async () => (await load())[name] as ComponentType);

/**
 * The clock screen with its alert: a clock-in made with no network is kept on the phone, and the
 * alert that says so must open without fetching anything (issue 46).
 */
const loadClockScreen = () =>
  Promise.all([import('../features/attendance/components/clock-screen'), preloadAlertDialog()]).then(
    ([module]) => module,
  );

/**
 * Once a person has enrolled, the clock screen's face check (its engine, models and .wasm: several MB)
 * is fetched and started at once, on the phone they enrolled with, where the service worker keeps
 * the files: their first checked clock-in then runs it from the cache instead of fetching and
 * compiling it while the camera opens (issue 49's ≤ 1.5 s). A failure costs nothing: the clock
 * screen loads it again.
 */
const warmFaceCheck = () =>
  void import('../features/attendance/lib/load-face-engine')
    .then(({ loadEngine }) => loadEngine())
    .catch(() => undefined);

/** Each route of rules §2 and the screen that draws it; every screen loads only when it is opened. */
const screens: Partial<Record<RouteName, ReturnType<typeof lazyScreen>>> = {
  home: screen(() => import('./home-route'), 'HomeRoute'),
  login: withoutApollo(() => import('../features/auth/components/login-screen'), 'LoginScreen'),
  forgot: screen(() => import('../features/auth/components/forgot-screen'), 'ForgotScreen'),
  reset: screen(() => import('../features/auth/components/reset-screen'), 'ResetScreen'),
  activate: screen(() => import('../features/auth/components/activate-screen'), 'ActivateScreen'),
  devices: screen(() => import('../features/setting/components/devices-screen'), 'DevicesScreen'),
  notifications: screen(() => import('../features/setting/components/notifications-screen'), 'NotificationsScreen'),
  faceCheck: screen(
    () =>
      Promise.all([import('../features/face/components/face-check-screen'), loadArea('face')]).then(
        ([{ FaceCheckScreen }]) => ({
          FaceCheckScreen: () => <FaceCheckScreen onEnrolled={warmFaceCheck} />,
        }),
      ),
    'FaceCheckScreen',
  ),
  password: screen(() => import('../features/auth/components/password-screen'), 'PasswordScreen'),
  setting: screen(() => import('../features/setting/components/setting-screen'), 'SettingScreen'),
  // attendance screens
  live: screen(() => import('../features/attendance/components/live-screen'), 'LiveScreen'),
  clockin: screen(loadClockScreen, 'ClockScreen'),
  clockout: screen(loadClockScreen, 'ClockScreen'),
  attendanceList: screen(
    () => import('../features/attendance/components/attendance-list-screen'),
    'AttendanceListScreen',
  ),
  detail: screen(() => import('../features/attendance/components/detail-screen'), 'DetailScreen'),
  // leave screens
  leave: screen(() => import('../features/leave/components/leave-screen'), 'LeaveScreen'),
  addLeave: screen(() => import('../features/leave/components/add-leave-screen'), 'AddLeaveScreen'),
  approve: screen(() => import('../features/leave/components/approve-screen'), 'ApproveScreen'),
  leaveView: screen(() => import('../features/leave/components/leave-view-screen'), 'LeaveViewScreen'),
  standIn: screen(
    () =>
      Promise.all([import('../features/leave/components/stand-in-screen'), loadArea('standIn')]).then(
        ([module]) => module,
      ),
    'StandInScreen',
  ),
  // inbox screens
  inbox: screen(() => import('../features/inbox/components/inbox-screen'), 'InboxScreen'),
  // profile screens
  profile: screen(() => import('../features/profile/components/profile-screen'), 'ProfileScreen'),
  correction: screen(
    () =>
      Promise.all([
        import('../features/correction/components/correction-decision-screen'),
        loadArea('correction'),
      ]).then(([module]) => module),
    'CorrectionDecisionScreen',
  ),
  // overtime (issue 27): an approver may be HR or a stand-in, so the api decides who may decide
  overtime: screen(
    () =>
      Promise.all([import('../features/overtime/components/overtime-screen'), loadArea('overtime')]).then(
        ([module]) => module,
      ),
    'OvertimeScreen',
  ),
  overtimeApprove: screen(
    () =>
      Promise.all([import('../features/overtime/components/overtime-decision-screen'), loadArea('overtime')]).then(
        ([module]) => module,
      ),
    'OvertimeApproveScreen',
  ),
  overtimeConsent: screen(
    () =>
      Promise.all([import('../features/overtime/components/overtime-decision-screen'), loadArea('overtime')]).then(
        ([module]) => module,
      ),
    'OvertimeConsentScreen',
  ),
  swaps: screen(
    () =>
      Promise.all([import('../features/swaps/components/swaps-screen'), loadArea('swap')]).then(([module]) => module),
    'SwapsScreen',
  ),
  // a supervisor's team (its words load with it)
  team: screen(() => Promise.all([import('./team-route'), loadArea('time')]).then(([module]) => module), 'TeamRoute'),
  teamReview: screen(
    () =>
      Promise.all([import('../features/review/components/team-review-screen'), loadArea('time')]).then(
        ([module]) => module,
      ),
    'TeamReviewScreen',
  ),
  teamOvertime: screen(
    () =>
      Promise.all([import('../features/overtime/components/ask-overtime-screen'), loadArea('overtime')]).then(
        ([module]) => module,
      ),
    'AskOvertimeScreen',
  ),
  teamPerson: screen(
    () =>
      Promise.all([import('../features/team/components/team-person-screen'), loadArea('time')]).then(
        ([module]) => module,
      ),
    'TeamPersonScreen',
  ),
};

// The HR console routes its own screens (features/hr/hr-routes.tsx, with other features' screens
// the app places in it: hr-console-route.tsx), so that this table, which every visitor loads,
// holds one lazy import for the whole console.
const HrConsole = screen(
  () =>
    Promise.all([import('./hr-console-route'), loadArea('hr'), loadArea('hrFailures'), loadArea('time')]).then(
      ([console]) => console,
    ),
  'HrConsoleRoute',
);

/** Loads a route's screen now: the app does so for the screen index.html's first paint shows, before it starts (main.tsx). */
export async function preloadScreen(name: string): Promise<void> {
  await screens[name as RouteName]?.preload();
}

export const routes: RouteObject[] = [
  ...(Object.entries(screens) as [RouteName, ComponentType][]).map(([name, Screen]) => ({
    path: paths[name].path,
    element: (
      <Guard access={paths[name].access}>
        <Screen />
      </Guard>
    ),
  })),
  {
    path: `${paths.hr.path}/*`,
    element: (
      <Guard access="hr">
        <HrConsole />
      </Guard>
    ),
  },
  { path: '*', element: <NotFoundScreen /> },
];
