import { lazy, useMemo, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths, type RouteName } from '../../config/paths';
import { HrLayout } from './components/hr-layout';

const screen = <T, K extends keyof T>(load: () => Promise<T>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/** Each HR route (config/paths.ts) and the screen that draws it, loaded when it is opened. */
const screens: [RouteName, ComponentType][] = [
  ['hrEmployees', screen(() => import('./components/employees/employees-screen'), 'EmployeesScreen')],
  ['hrEmployeeNew', screen(() => import('./components/employees/employee-screen'), 'NewEmployeeScreen')],
  ['hrEmployee', screen(() => import('./components/employees/employee-screen'), 'EmployeeScreen')],
  ['hrImport', screen(() => import('./components/import/import-screen'), 'ImportScreen')],
  ['hrLocations', screen(() => import('./components/locations/locations-screen'), 'LocationsScreen')],
  ['hrLocationNew', screen(() => import('./components/locations/locations-screen'), 'LocationEditorScreen')],
  ['hrLocation', screen(() => import('./components/locations/locations-screen'), 'LocationEditorScreen')],
  ['hrAudit', screen(() => import('./components/audit/audit-screen'), 'AuditScreen')],
  ['hrOrganisation', screen(() => import('./components/organisation/organisation-screen'), 'OrganisationScreen')],
  ['hrRecap', screen(() => import('./components/recap/recap-screen'), 'RecapScreen')],
  ['hrRecapPerson', screen(() => import('./components/recap/person-month-screen'), 'PersonMonthScreen')],
  ['hrLeaveRecap', screen(() => import('./components/recap/leave-recap-screen'), 'LeaveRecapScreen')],
  ['hrLeaveBalances', screen(() => import('./components/leave-balances/leave-balances-screen'), 'LeaveBalancesScreen')],
  ['hrOvertime', screen(() => import('./components/overtime/overtime-screen'), 'OvertimeScreen')],
  ['hrSchedules', screen(() => import('./components/schedules/schedules-screen'), 'SchedulesScreen')],
  ['hrRosters', screen(() => import('./components/rosters/rosters-screen'), 'RostersScreen')],
  ['hrHolidays', screen(() => import('./components/holidays/holidays-screen'), 'HolidaysScreen')],
  ['hrFace', screen(() => import('./components/face/face-screen'), 'FaceScreen')],
  ['hrAnnouncements', screen(() => import('./components/announcements/announcements-screen'), 'AnnouncementsScreen')],
];

/** A route's path below /hr, as the console's own routes match it. */
const below = (name: RouteName) => paths[name].path.slice(`${paths.hr.path}/`.length);

const home = <Navigate to={paths.hrEmployees.href()} replace />;

type Screens = readonly (readonly [RouteName, ComponentType])[];

// Route objects (useRoutes), not <Routes> children: the app's router already carries what
// useRoutes needs, so the console adds nothing to the code every visitor loads.
const routesWith = (more: Screens): RouteObject[] => [
  {
    element: <HrLayout />,
    children: [
      { index: true, element: home },
      ...[...screens, ...more].map(([name, Screen]) => ({ path: below(name), element: <Screen /> })),
      { path: '*', element: home },
    ],
  },
];

/**
 * The HR console: its layout and its screens (the app's guard lets only HR admins in). `screens`
 * are other features' screens the app places in it (app/hr-console-route.tsx); a fixed list.
 */
export function HrConsole({ screens: more = [] }: { screens?: Screens }) {
  const routes = useMemo(() => routesWith(more), [more]);
  return useRoutes(routes);
}
