/** Where one browser-test stack keeps its data (database, files, outbox), by its port (paths.mjs). */
export declare const e2eDataDir: (port?: string) => string;
