import { reportIfUnauthorized } from '../../../lib/session-lost';

/**
 * Downloads a same-origin file (the gateway's proxy adds the session) under a name of our own:
 * fetch → blob → a temporary <a download>. Throws with a readable message when it fails.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  reportIfUnauthorized(response.status);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `${response.status} ${response.statusText}`.trim());
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
