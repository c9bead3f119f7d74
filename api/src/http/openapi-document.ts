import type { FastifyInstance } from 'fastify';

/** The provider contract as committed in docs/openapi.json: the app's document, as stable text. */
export const openApiText = (app: FastifyInstance): string => `${JSON.stringify(app.swagger(), null, 2)}\n`;

/** Where the committed document lives, from the repository's root. */
export const OPENAPI_PATH = 'docs/openapi.json';
