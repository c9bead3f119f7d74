import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Fetcher, FetcherHeaders, FetcherRequestInit, FetcherResponse } from '@apollo/utils.fetcher';

/**
 * Keep-alive connections to the provider, shared by every GraphQL request of this gateway: they
 * carry bytes, not anyone's state (each request's token is in its own headers).
 */
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };

/** The headers of a reply, names lower-cased, as the data source reads them (get, has, iterate). */
class ReplyHeaders implements FetcherHeaders {
  private readonly fields = new Map<string, string>();

  constructor(headers: IncomingHttpHeaders = {}) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) this.fields.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }

  append(name: string, value: string) {
    const key = name.toLowerCase();
    const had = this.fields.get(key);
    this.fields.set(key, had === undefined ? value : `${had}, ${value}`);
  }
  delete(name: string) {
    this.fields.delete(name.toLowerCase());
  }
  get(name: string) {
    return this.fields.get(name.toLowerCase()) ?? null;
  }
  has(name: string) {
    return this.fields.has(name.toLowerCase());
  }
  set(name: string, value: string) {
    this.fields.set(name.toLowerCase(), value);
  }
  entries() {
    return this.fields.entries();
  }
  keys() {
    return this.fields.keys();
  }
  values() {
    return this.fields.values();
  }
  [Symbol.iterator]() {
    return this.fields.entries();
  }
}

/** A provider reply read whole (its bodies are small JSON envelopes: files go through files/proxy.ts). */
class BufferedReply implements FetcherResponse {
  readonly redirected = false;
  bodyUsed = false;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly headers: FetcherHeaders,
    private readonly body: Buffer,
  ) {}

  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  async text() {
    this.bodyUsed = true;
    return this.body.toString('utf8');
  }
  async json() {
    return JSON.parse(await this.text());
  }
  async arrayBuffer() {
    this.bodyUsed = true;
    return this.body.buffer.slice(this.body.byteOffset, this.body.byteOffset + this.body.byteLength) as ArrayBuffer;
  }
  clone() {
    return new BufferedReply(this.url, this.status, this.statusText, this.headers, this.body);
  }
}

/** A socket's failure as this module's own Error, its code kept (error-codes.ts reads it: ECONNRESET, ETIMEDOUT…). */
const failed = (error: NodeJS.ErrnoException) =>
  Object.assign(new Error(`The provider call failed: ${error.message}`, { cause: error }), { code: error.code });

/**
 * The data source's fetch: one plain HTTP request over the shared keep-alive connections, the
 * reply read into memory. node-fetch (RESTDataSource's default) built a WHATWG Request, Headers
 * and a body stream around every call: 12 % of the gateway's CPU per summary read (issue 15).
 * A provider that sends nothing for `idleTimeoutMs` fails the call as unreachable (ETIMEDOUT).
 */
export function providerFetch(idleTimeoutMs: number): Fetcher {
  return (url: string, init: FetcherRequestInit = {}) =>
    new Promise<FetcherResponse>((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const body = init.body as string | Buffer | undefined;
      const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
      if (body !== undefined && headers['content-length'] === undefined)
        headers['content-length'] = String(Buffer.byteLength(body));
      const send = secure ? httpsRequest : httpRequest;
      const request = send(
        target,
        { method: init.method ?? 'GET', headers, agent: secure ? agents['https:'] : agents['http:'] },
        (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('error', (error) => reject(failed(error)));
          reply.on('end', () => {
            resolve(
              new BufferedReply(
                url,
                reply.statusCode ?? 0,
                reply.statusMessage ?? '',
                new ReplyHeaders(reply.headers),
                Buffer.concat(chunks),
              ),
            );
          });
        },
      );
      request.setTimeout(idleTimeoutMs, () => {
        request.destroy(
          Object.assign(new Error(`The provider sent nothing for ${idleTimeoutMs} ms`), { code: 'ETIMEDOUT' }),
        );
      });
      request.on('error', (error) => reject(failed(error)));
      request.end(body);
    });
}
