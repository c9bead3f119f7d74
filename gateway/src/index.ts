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
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
