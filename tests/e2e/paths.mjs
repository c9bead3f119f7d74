import { join } from 'node:path';

/** Where one browser-test stack keeps its data (database, files, outbox), by its port. */
export const e2eDataDir = (port = process.env.E2E_PORT ?? '8181') => join(process.cwd(), '.tmp', `e2e-data-${port}`);
