import type { BrowserContext, Request } from '@playwright/test';

/** One script or style sheet a visit transferred, with its body's bytes as sent (brotli from the gateway). */
export interface CodeFile {
  url: string;
  bytes: number;
}

export interface CodeBytes {
  /** What the page itself fetched: the JS and CSS a person waits for. */
  total: number;
  files: CodeFile[];
  /** What the service worker fetched in the background to precache the next visit (not in total). */
  precache: number;
}

const isCode = (request: Request) =>
  ['script', 'stylesheet'].includes(request.resourceType()) || /\.(m?js|css)(\?|$)/.test(new URL(request.url()).pathname);

/**
 * The JS and CSS bytes a real Chromium navigation transfers while `visit` runs, as the wire carried
 * them (the gateway serves brotli), measured from the browser's own request sizes. The context must
 * be fresh (a cold cache) for the first visit; later visits count only what was not cached.
 */
export async function codeBytes(context: BrowserContext, visit: () => Promise<void>): Promise<CodeBytes> {
  const pending: Promise<void>[] = [];
  const files: CodeFile[] = [];
  let precache = 0;
  const onFinished = (request: Request) => {
    if (!isCode(request)) return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        if (request.serviceWorker()) precache += responseBodySize;
        else if (responseBodySize > 0) files.push({ url: request.url(), bytes: responseBodySize });
      }),
    );
  };
  context.on('requestfinished', onFinished);
  try {
    await visit();
  } finally {
    context.off('requestfinished', onFinished);
  }
  await Promise.all(pending);
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files, precache };
}
