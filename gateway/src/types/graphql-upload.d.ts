// graphql-upload 17 types itself in JSDoc inside .mjs files, which TypeScript does not read from
// node_modules; these are the parts the gateway uses.
declare module 'graphql-upload/processRequest.mjs' {
  import type { ReadStream } from 'node:fs';
  import type { Writable } from 'node:stream';
  export interface FileUpload {
    /** The temporary copy being written (fs-capacitor); it finishes when the file has arrived whole. */
    capacitor: Writable;
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: string; highWaterMark?: number }): ReadStream;
  }
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
