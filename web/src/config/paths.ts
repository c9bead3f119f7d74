/** The route table of rules §2: each route's path pattern, how to build a link to it, and its guard. */
/**
 * Who may open a route. 'supervisor' is the spec's (a decision page: anyone else lands on /leave);
 * 'team' and 'hr' are consoles of a role (anyone else sees the not-found page).
 */
export type Access = 'auth' | 'guest' | 'open' | 'supervisor' | 'team' | 'hr';

export const paths = {
  home: { path: '/', access: 'auth', href: () => '/' },
  login: { path: '/login', access: 'guest', href: () => '/login' },
  live: { path: '/live', access: 'auth', href: () => '/live' },
  inbox: { path: '/inbox', access: 'auth', href: () => '/inbox' },
  setting: { path: '/setting', access: 'auth', href: () => '/setting' },
  profile: { path: '/profile', access: 'auth', href: () => '/profile' },
  clockin: { path: '/clockin', access: 'auth', href: () => '/clockin' },
  clockout: { path: '/clockout', access: 'auth', href: () => '/clockout' },
  detail: { path: '/detail/:id', access: 'auth', href: (id: string | number) => `/detail/${encodeURIComponent(id)}` },
  password: { path: '/password', access: 'auth', href: () => '/password' },
  forgot: { path: '/forgot', access: 'guest', href: () => '/forgot' },
  reset: { path: '/reset/:token', access: 'open', href: (token: string) => `/reset/${encodeURIComponent(token)}` },
  /** The activation link HR hands a new person (or one who lost their password). */
  activate: {
    path: '/activate/:code',
    access: 'open',
    href: (code: string) => `/activate/${encodeURIComponent(code)}`,
  },
  /** Setting → Stand-in: who decides a supervisor's approvals while they are away (issue 26). */
  standIn: { path: '/stand-in', access: 'supervisor', href: () => '/stand-in' },
  /** Setting → Devices: where the person is signed in. */
  devices: { path: '/devices', access: 'auth', href: () => '/devices' },
  /** Setting → Notifications: push on this device, a channel per event, quiet hours (issue 47). */
  notifications: { path: '/notifications', access: 'auth', href: () => '/notifications' },
  /** Setting → Face check (issue 49): the notice, the consent, the enrolment; offered where the company uses it. */
  faceCheck: { path: '/face-check', access: 'auth', href: () => '/face-check' },
  leave: { path: '/leave', access: 'auth', href: () => '/leave' },
  addLeave: { path: '/add-leave', access: 'auth', href: () => '/add-leave' },
  approve: {
    path: '/approve/:ibxid/:id',
    access: 'supervisor',
    href: (ibxid: string | number, id: string | number) =>
      `/approve/${encodeURIComponent(ibxid)}/${encodeURIComponent(id)}`,
  },
  attendanceList: {
    path: '/attendance/list/:date',
    access: 'auth',
    href: (date: string) => `/attendance/list/${encodeURIComponent(date)}`,
  },
  leaveView: {
    path: '/leave-view/:name',
    access: 'auth',
    href: (name: string) => `/leave-view/${encodeURIComponent(name)}`,
  },
  /** An attendance correction a supervisor decides, opened from the inbox (redirect 'correction'). */
  correction: {
    path: '/correction/:ibxid/:id',
    access: 'supervisor',
    href: (ibxid: string | number, id: string | number) =>
      `/correction/${encodeURIComponent(ibxid)}/${encodeURIComponent(id)}`,
  },
  /** Overtime (issue 27): the staff's requests and their month. */
  overtime: { path: '/overtime', access: 'auth', href: () => '/overtime' },
  /** Shift swaps (issue 25): ask a teammate, answer, or (a supervisor) decide; the inbox's swap items open it. */
  swaps: { path: '/swaps', access: 'auth', href: () => '/swaps' },
  /** An overtime request the approver decides, opened from the inbox (redirect 'overtime'). */
  overtimeApprove: {
    path: '/overtime/approve/:ibxid/:id',
    access: 'auth',
    href: (ibxid: string | number, id: string | number) =>
      `/overtime/approve/${encodeURIComponent(ibxid)}/${encodeURIComponent(id)}`,
  },
  /** Overtime the supervisor asked of the employee, to agree to (redirect 'overtime-consent'). */
  overtimeConsent: {
    path: '/overtime/consent/:ibxid/:id',
    access: 'auth',
    href: (ibxid: string | number, id: string | number) =>
      `/overtime/consent/${encodeURIComponent(ibxid)}/${encodeURIComponent(id)}`,
  },
  /** The HR console (roleId 3): its own layout; its screens are the hr* routes below, nested in it. */
  hr: { path: '/hr', access: 'hr', href: () => '/hr' },
  hrEmployees: { path: '/hr/employees', access: 'hr', href: () => '/hr/employees' },
  hrEmployeeNew: { path: '/hr/employees/new', access: 'hr', href: () => '/hr/employees/new' },
  hrEmployee: {
    path: '/hr/employees/:id',
    access: 'hr',
    href: (id: string | number) => `/hr/employees/${encodeURIComponent(id)}`,
  },
  hrImport: { path: '/hr/import', access: 'hr', href: () => '/hr/import' },
  hrOrganisation: { path: '/hr/organisation', access: 'hr', href: () => '/hr/organisation' },
  hrLocations: { path: '/hr/locations', access: 'hr', href: () => '/hr/locations' },
  hrLocationNew: { path: '/hr/locations/new', access: 'hr', href: () => '/hr/locations/new' },
  hrLocation: {
    path: '/hr/locations/:code',
    access: 'hr',
    href: (code: string) => `/hr/locations/${encodeURIComponent(code)}`,
  },
  hrAudit: { path: '/hr/audit', access: 'hr', href: () => '/hr/audit' },
  hrRecap: { path: '/hr/recap', access: 'hr', href: () => '/hr/recap' },
  hrRecapPerson: {
    path: '/hr/recap/:nik',
    access: 'hr',
    href: (nik: string | number, month?: string) =>
      `/hr/recap/${encodeURIComponent(nik)}${month ? `?month=${encodeURIComponent(month)}` : ''}`,
  },
  hrLeaveRecap: { path: '/hr/leave-recap', access: 'hr', href: () => '/hr/leave-recap' },
  /** Every person's leave balances, HR's adjustments, and the company's leave policies and settings (issue 26). */
  hrLeaveBalances: { path: '/hr/leave-balances', access: 'hr', href: () => '/hr/leave-balances' },
  /** The month's overtime requests and what each counts, and the company's overtime rules (issue 27). */
  hrOvertime: { path: '/hr/overtime', access: 'hr', href: () => '/hr/overtime' },
  hrSchedules: { path: '/hr/schedules', access: 'hr', href: () => '/hr/schedules' },
  /** A unit's people × a month's days, each cell a shift, Off or empty (issue 25). */
  hrRosters: { path: '/hr/rosters', access: 'hr', href: () => '/hr/rosters' },
  hrHolidays: { path: '/hr/holidays', access: 'hr', href: () => '/hr/holidays' },
  hrAnnouncements: { path: '/hr/announcements', access: 'hr', href: () => '/hr/announcements' },
  /** The company's face check rules and who consented or enrolled (issue 49), beside the review it feeds. */
  hrFace: { path: '/hr/face', access: 'hr', href: () => '/hr/face' },
  /** The company's flagged clock-ins to accept or reject (issue 29); with a NIK, only that person's. */
  hrReview: {
    path: '/hr/review',
    access: 'hr',
    href: (nik?: string | number) => `/hr/review${nik === undefined ? '' : `?nik=${encodeURIComponent(nik)}`}`,
  },
  /** A supervisor's people (roleId 2): who is in today, the month, and a person's days. */
  team: { path: '/team', access: 'team', href: () => '/team' },
  /** The team's flagged clock-ins to accept or reject (issue 29); matched before /team/:nik. */
  teamReview: { path: '/team/review', access: 'team', href: () => '/team/review' },
  /** A supervisor asks overtime of one of their people (issue 45 case 10), who then agrees or declines. */
  teamOvertime: {
    path: '/team/:nik/overtime',
    access: 'team',
    href: (nik: string | number) => `/team/${encodeURIComponent(nik)}/overtime`,
  },
  teamPerson: {
    path: '/team/:nik',
    access: 'team',
    href: (nik: string | number, month?: string) =>
      `/team/${encodeURIComponent(nik)}${month ? `?month=${encodeURIComponent(month)}` : ''}`,
  },
} as const satisfies Record<string, { path: string; access: Access; href: (...args: never[]) => string }>;

export type RouteName = keyof typeof paths;

/** Links without parameters, for the alert dialog's "on success go to" target. */
export type PlainRouteName = {
  [K in RouteName]: Parameters<(typeof paths)[K]['href']> extends [] ? K : never;
}[RouteName];
