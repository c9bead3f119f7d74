import { attendance } from './attendance';
import { correction } from './correction';
import { inbox } from './inbox';
import { leave } from './leave';
import { profile } from './profile';

/**
 * Every word a person reads. The spec's strings are kept word for word; a Bahasa Indonesia /
 * English switch replaces this object without touching a screen.
 */
export const messages = {
  app: {
    name: 'Hadir',
    version: (version: string) => `v${version}`,
    versionLabel: 'Version',
    copyright: (year: number) => `© ${year} Hadir Group. All rights reserved.`,
    back: 'Back',
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Try again',
    loading: 'Loading…',
    offline: 'Cannot reach the server. Check your connection and try again.',
    somethingWrong: 'Something went wrong, please try again',
    sessionEnded: 'Your session has ended because you logged in elsewhere',
    sessionExpired: 'Your session has expired, please log in again',
  },
  notFound: {
    text: 'This page does not exist.',
    home: 'Go to Home',
  },
  login: {
    title: 'Login',
    welcome: 'Selamat datang di Hadir',
    subtitle: 'Masuk dengan NIK dan kata sandi Anda',
    nik: 'NIK',
    password: 'Password',
    submit: 'Login',
    forgot: 'Forgot password?',
    nikRequired: 'Field NIK harus diisi!',
    passwordRequired: 'Field password harus diisi',
    nikNumeric: 'NIK must be a number',
    relogin: 'Relogin',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  forgot: {
    title: 'Forgot Password',
    subtitle: 'Enter the e-mail of your account and we will send you a link to reset the password.',
    email: 'E-mail',
    submit: 'Reset',
    back: 'Back to login',
    emailRequired: 'E-mail field is required',
  },
  reset: {
    title: 'Reset Password',
    password: 'New password',
    confirmation: 'Password confirmation',
    submit: 'Submit',
    /** The reset page's footer names the release as the spec does. */
    footerVersion: 'v1.0',
    passwordRequired: 'Password field harus diisi',
    confirmationRequired: 'Password confirmation harus diisi',
    mismatch: 'Password confirmation did not match',
    spaceNotAllowed: 'Space not allowed!',
    rules: {
      uppercase: 'One Uppercase',
      lowercase: 'One Lowercase',
      number: 'One Number',
      special: 'One Special Character',
      length: 'Minimum 8 character length',
    },
  },
  password: {
    title: 'Ganti Kata Sandi',
    old: 'Old password',
    new: 'New password',
    confirmation: 'Password confirmation',
    submit: 'Save',
    oldRequired: 'Old password field is required',
    newRequired: 'New password field is required',
    confirmationRequired: 'Password confirmation field is required',
    mismatch: 'Password confirmation not match',
    spaceNotAllowed: 'Space not allowed!',
    hintsTitle: 'A strong password has:',
  },
  home: {
    greeting: 'Hello,',
    settings: 'Settings',
    shortcuts: 'Shortcuts',
    nik: (nik: string) => `NIK ${nik}`,
    liveAttendance: 'Live Attendance',
    requestLeave: 'Request Leave',
    inbox: 'Inbox',
    request: 'Request',
    summaryTitle: (month: string) => `Attendance ${month}`,
    viewAll: 'View All',
    present: 'Present',
    late: 'Late',
    leave: 'Leave',
    total: 'Total',
    announcement: 'Announcement',
    noAnnouncement: 'No announcements yet',
    summaryFailed: 'The summary could not be loaded',
  },
  setting: {
    title: 'Setting',
    editProfile: 'Edit Profile',
    changePassword: 'Ganti Kata Sandi',
    logout: 'Logout',
  },
  /** The way into the HR console on Home and Setting (the console's own words are in ./hr.ts). */
  hr: {
    entry: 'HR console',
    entryHint: 'Employees, import, organisation, work locations, audit trail',
  },
  attendance,
  correction,
  leave,
  inbox,
  profile,
} as const;
