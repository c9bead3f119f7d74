// `npm start`: the built api on API_PORT (default 4000, loopback only) and the gateway on PORT
// (default 8080), which serves the web app. Embedded PGlite under ./data unless DATABASE_URL is set.
import { apiPort, run, waitForHttp } from './processes.mjs';

const port = apiPort();
run('api', process.execPath, ['api/dist/index.js'], { API_PORT: String(port) });
await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`);
run('gateway', process.execPath, ['gateway/dist/index.js'], { API_BASE_URL: `http://127.0.0.1:${port}` });
