import '@testing-library/jest-dom/jest-globals';
import { loadArea } from '../i18n';

// The HR console's words load with the console in the app; its tests render its screens directly.
await loadArea('hr');
await loadArea('time');
// Likewise the correction, overtime and shift-swap screens, whose words load with their routes.
await loadArea('correction');
await loadArea('overtime');
await loadArea('swap');

// The alert dialog's view is a lazy chunk that many screens open: loaded (and compiled) once here,
// so a test waits only for React to show it, never for the compiler on a busy machine.
await import('../components/alert-dialog-view');
