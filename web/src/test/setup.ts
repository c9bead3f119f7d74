import '@testing-library/jest-dom/jest-globals';
import { loadArea } from '../i18n';

// The HR console's words load with the console in the app; its tests render its screens directly.
await loadArea('hr');
await loadArea('time');
