import type { Browser } from './stack.js';

export interface TestFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A GraphQL multipart request (graphql-multipart-request spec) as a browser sends it: `operations`,
 * `map`, then one part per file; `files` keys are variable paths such as 'variables.photo'.
 */
export async function graphqlUpload<T = any>(
  browser: Browser,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
) {
  const form = new FormData();
  const paths = Object.keys(files);
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [path]]))));
  paths.forEach((path, index) => {
    const file = files[path];
    form.append(String(index), new Blob([file.bytes], { type: file.type }), file.name);
  });
  const response = await browser.request('/graphql', {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions: Record<string, any> }[] };
}
