// `npm run openapi`: writes the provider contract (docs/openapi.json) from the api's routes. Run it
// after adding or changing a route; api/src/http/openapi.test.ts fails until the two agree.
import { writeFileSync } from 'node:fs';
import { OPENAPI_PATH, openApiText } from '../api/src/http/openapi-document.js';
import { startTestApi } from '../api/src/test/harness.js';

const api = await startTestApi();
try {
  writeFileSync(OPENAPI_PATH, openApiText(api.app));
  console.log(`wrote ${OPENAPI_PATH} (${Object.keys(api.app.swagger().paths ?? {}).length} paths)`);
} finally {
  await api.close();
}
