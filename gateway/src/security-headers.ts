import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { GatewayConfig } from './config/env.js';

/**
 * The Content-Security-Policy of the app's page. Scripts: only the app's own files, plus any inline
 * script the built index.html carries, by its hash, and the face check's WebAssembly ('wasm-unsafe-eval'
 * lets a page compile .wasm, our own files under connect-src 'self'; it allows no eval of JavaScript,
 * issue 49). Styles allow inline: MUI (emotion) and MapLibre
 * write style elements and attributes at run time. Workers: pdf.js and MapLibre ship theirs as
 * files of ours, and MapLibre may start one from a blob: URL. Images: our routes, the selfie and
 * signature previews (blob:, data:). CSP_CONNECT_ORIGINS adds the map style's origins.
 */
export function contentSecurityPolicy(indexHtml: string, connectOrigins: string[]): string {
  const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body]) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const extra = connectOrigins.join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extra}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${extra}`.trim(),
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "media-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A person's stored file opened as a page of its own (a link, a typed address) is data, never the
 * app: no script, form, plugin or frame of it runs, nothing loads, and no page may frame it.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * A PDF always leaves as a download: a browser's own PDF viewer runs the file's script and forms,
 * while the app's viewer (react-pdf) fetches the bytes, for which the disposition means nothing.
 * Other files keep the provider's disposition.
 */
export function fileDisposition(contentType: string | null, disposition: string | null): string | null {
  if (!/^application\/pdf\b/i.test(contentType ?? '')) return disposition;
  if (disposition && /^\s*attachment\b/i.test(disposition)) return disposition;
  return disposition ? disposition.replace(/^\s*[^;]*/, 'attachment') : 'attachment';
}

/**
 * Headers on every reply: the camera and the position for this origin only (the clock-in screen),
 * nothing else; and HSTS wherever the session cookie is Secure (HTTPS in front), so a browser
 * never again tries the plain-http address where that cookie would not be sent.
 */
export function securityHeaders(config: Pick<GatewayConfig, 'COOKIE_SECURE'>): RequestHandler {
  return (_request, response, next) => {
    response.setHeader('permissions-policy', 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()');
    if (config.COOKIE_SECURE) response.setHeader('strict-transport-security', 'max-age=31536000');
    next();
  };
}
