import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { loadArea } from '../i18n';

// findBy* and waitFor look again at every change of the DOM (and every 50 ms): a test goes on as soon
// as what it waits for is there, and the timeout is only when to give up. The default second was too
// short on a loaded machine (CI at load 4–5: alert-dialog's dialog, the recap's export list after a
// mutation and its refetch), so the give-up point is 10 s; nothing waits longer for it. Under fake
// timers waitFor runs the fake clock on towards it: a test of a timed wait there asserts with a
// plain expect after advancing the clock (login-screen.test.tsx).
configure({ asyncUtilTimeout: 10_000 });

// The HR console's words load with the console in the app; its tests render its screens directly.
await loadArea('hr');
await loadArea('time');
// Likewise the correction, overtime, shift-swap and face check screens, whose words load with their routes.
await loadArea('correction');
await loadArea('overtime');
await loadArea('swap');
await loadArea('face');

// The alert dialog's view is a lazy chunk that many screens open: loaded (and compiled) once here,
// so a test waits only for React to show it, never for the compiler on a busy machine.
await import('../components/alert-dialog-view');
