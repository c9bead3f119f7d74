import type { HadirApi } from './datasource/hadir-api.js';
import type { SessionHandle } from './session/cookie.js';

export interface GatewayContext {
  api: HadirApi;
  session: SessionHandle;
  requestId: string;
}
