// graphql-upload 17 types itself in JSDoc inside .mjs files, which TypeScript does not read from
// node_modules; these are the parts the gateway uses.
declare module 'graphql-upload/processRequest.mjs' {
  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }
  export default function processRequest(
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
    options?: ProcessRequestOptions,
  ): Promise<unknown>;
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  import type { ProcessRequestOptions } from 'graphql-upload/processRequest.mjs';
  export default function graphqlUploadExpress(
    options?: ProcessRequestOptions & { processRequest?: typeof import('graphql-upload/processRequest.mjs').default },
  ): RequestHandler;
}

declare module 'graphql-upload/Upload.mjs' {
  /** What the Upload scalar recognises: a promise of the file, settled by the request parser. */
  export default class Upload {
    promise: Promise<unknown>;
    file?: unknown;
    resolve(file: unknown): void;
    reject(error: unknown): void;
  }
}

// busboy 1.x ships no types; the parts upload-request.ts uses.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Writable } from 'node:stream';
  interface BusboyConfig {
    headers: IncomingHttpHeaders;
    defParamCharset?: string;
    limits?: { fieldSize?: number; fields?: number; fileSize?: number; files?: number };
  }
  export default function busboy(config: BusboyConfig): Writable;
}
