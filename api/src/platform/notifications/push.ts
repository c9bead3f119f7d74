import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { Config } from '../../config/env.js';
import { privateDirSync } from '../../lib/private-files.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The company's own VAPID keys (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several
 * api machines must share one pair: a browser's subscription is bound to the public key), otherwise
 * a pair made on first start and kept under DATA_DIR, like the JWT secret.
 */
export function resolveVapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR'>,
): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const file = join(config.DATA_DIR, 'vapid-keys.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  try {
    return read();
  } catch {
    privateDirSync(config.DATA_DIR);
    const keys = webpush.generateVAPIDKeys();
    try {
      writeFileSync(file, JSON.stringify(keys), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process made them first: theirs stand.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
      throw error;
    }
    return keys;
  }
}

/** A VAPID token's life (RFC 8292 §2: at most 24 hours), and how long one is used before a new one is signed. */
const VAPID_TOKEN_MS = 24 * 3600_000 - 60_000;
const VAPID_REUSE_MS = 12 * 3600_000;

/** Kept-alive connections to each push service, a few per origin (node:http: less CPU per push than fetch's undici). */
const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 16 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 16 }),
};

/**
 * POSTs one push; answers the push service's status once its answer is read, or fails after
 * `timeoutMs` (a timer per request: an AbortSignal.timeout and its listeners cost a tenth of a push's CPU).
 */
function post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null, timeoutMs: number) {
  const secure = endpoint.startsWith('https:');
  return new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const request = (secure ? httpsRequest : httpRequest)(
      endpoint,
      { method: 'POST', headers, agent: secure ? agents.https : agents.http },
      (response) => {
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          resolve(response.statusCode ?? 0);
        });
        response.resume();
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`the push service did not answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('error', fail);
    request.end(body ?? undefined);
  });
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /** The key the browser subscribes with (applicationServerKey). */
  readonly publicKey: string;
  /** 'sent' when the push service took it; 'gone' when it says the subscription ended (404/410). */
  send(target: PushTarget, payload: string, topic: string): Promise<'sent' | 'gone'>;
}

export class PushRefused extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`);
  }
}

/**
 * Web Push with the protocol's own encryption (RFC 8291, aes128gcm) and VAPID, made by `web-push`;
 * the request itself goes out over a kept-alive connection (node:http), with a timeout, and its answer is read here. A
 * topic replaces an undelivered message of the same topic at the push service, so a send repeated
 * after a crash does not reach the phone twice while the first is still waiting there.
 */
export function createPushSender(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'PUSH_TIMEOUT_MS'>,
): PushSender {
  const keys = resolveVapidKeys(config);
  // The VAPID token (an ES256 JWT for the push service's origin) signed once per origin and kept
  // VAPID_REUSE_MS: web-push signs a new one per message, a fifth of a push's CPU in a burst.
  const tokens = new Map<string, { authorization: string; until: number }>();
  const vapidFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    let token = tokens.get(audience);
    if (!token || token.until <= now) {
      const expires = Math.floor((now + VAPID_TOKEN_MS) / 1000);
      const { Authorization } = webpush.getVapidHeaders(
        audience,
        config.VAPID_SUBJECT,
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
        expires,
      );
      token = { authorization: Authorization, until: now + VAPID_REUSE_MS };
      tokens.set(audience, token);
    }
    return token.authorization;
  };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, topic) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          headers: { Authorization: vapidFor(target.endpoint) },
          TTL: 24 * 3600,
          urgency: 'high',
          topic,
          contentEncoding: 'aes128gcm',
        },
      );
      const status = await post(
        request.endpoint,
        request.headers as Record<string, string | number>,
        request.body,
        config.PUSH_TIMEOUT_MS,
      );
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status > 299) throw new PushRefused(status);
      return 'sent';
    },
  };
}
