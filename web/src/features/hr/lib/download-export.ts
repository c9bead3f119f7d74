/**
 * Fetches an export and hands it to the browser as a download under the provider's file name.
 * Answers null when the file was saved, or the words to show when it was refused or failed.
 */
export async function downloadExport(
  path: string,
  query: Record<string, string | null | undefined>,
  fallback: string,
): Promise<string | null> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  try {
    const response = await fetch(`${path}?${params.toString()}`, { credentials: 'same-origin' });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? fallback;
    }
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'hadir-export';
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch {
    return fallback;
  }
}
