import pino from 'pino';
import { loadConfig } from './config/env.js';
import { createGateway } from './server.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const log = pino({ name: 'hadir-gateway', level: config.LOG_LEVEL });
const { app, apollo } = await createGateway(config, log);
const server = app.listen(config.PORT, config.HOST, () => {
  log.info({ url: `http://localhost:${config.PORT}` }, 'Hadir is listening');
});

const shutdown = async () => {
  server.close();
  await apollo.stop();
  process.exit(0);
};
// A stop that fails half-way still ends the process, saying why (its supervisor starts another).
const stop = () =>
  void shutdown().catch((err: unknown) => {
    log.error({ err }, 'the gateway did not stop cleanly');
    process.exit(1);
  });
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
