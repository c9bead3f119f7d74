// The gateway's floor: a bare Apollo Server 5 on Express 5, from the packages the gateway uses,
// with the middleware the gateway runs before Apollo on /graphql (cookie-parser, graphql-upload's
// express middleware, the JSON body parser; Apollo's CSRF prevention, its default) and nothing
// else — no auth, no data source, no cost limits, no request log. `summary` answers a constant
// shaped like the gateway's attendanceSummary; `relayed` the same after one HTTP call upstream;
// the mutation `clockIn` takes the web's clock-in (its input and a photo, through graphql-upload as
// that library stores an upload) and posts the fields and the photo on as one multipart request
// (BARE_UPLOAD_UPSTREAM, the bare Fastify server's /upload), as the gateway relays a clock-in.
// What any GraphQL gateway on these frameworks costs per request before it does any work; the
// bench divides the gateway's own CPU per request by this one's. Run by scripts/bench.ts as its
// own process.
// graphql-upload types itself in JSDoc inside .mjs files, which TypeScript does not read: the
// gateway's declarations of it, which no import can bring in (they declare modules, and are none).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../gateway/src/types/graphql-upload.d.ts" />
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express from 'express';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { Agent, request } from 'node:http';
import { multipart } from './fixtures.js';

const typeDefs = /* GraphQL */ `
  type Summary {
    attend: Int!
    late: Int!
    leave: Int!
    total: Int!
  }
  type Query {
    summary: Summary
    relayed: Summary
  }
  scalar Upload
  input ClockInput {
    latitude: Float!
    longitude: Float!
    description: String
    clocking: Boolean!
    attendDate: String
    attendTime: String
    locationCode: String
    locationName: String
  }
  type Clocked {
    message: String!
  }
  type Mutation {
    clockIn(input: ClockInput!, photo: Upload!): Clocked
  }
`;
const summary = { attend: 18, late: 2, leave: 1, total: 21 };

// `relayed` first asks BARE_UPSTREAM (the bare Fastify server's /health) over a keep-alive connection,
// as the gateway asks the api for every field: a gateway cannot answer without that call, so this is
// the floor of a gateway request that does one (the upstream's own CPU is its process's, not counted).
const agent = new Agent({ keepAlive: true });
const upstream = (url = process.env.BARE_UPSTREAM!, body?: { bytes: Buffer; contentType: string }) =>
  new Promise<unknown>((resolve, reject) => {
    const headers = body ? { 'content-type': body.contentType, 'content-length': String(body.bytes.length) } : {};
    request(url, { agent, method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end(body?.bytes);
  });

interface FileUpload {
  filename: string;
  mimetype: string;
  createReadStream(): NodeJS.ReadableStream;
}

/** The upload read whole, then sent on with the text fields as one multipart body (the api's field names). */
async function relayClockIn(input: Record<string, unknown>, photo: Promise<FileUpload>) {
  const file = await photo;
  const chunks: Buffer[] = [];
  for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
  const { locationCode, locationName, ...rest } = input;
  const fields: Record<string, string> = {
    usernik: '10001',
    lok_kd: String(locationCode),
    lok_nm: String(locationName),
  };
  for (const [name, value] of Object.entries(rest))
    if (value !== null && value !== undefined) fields[name] = String(value);
  const { body, contentType } = multipart(fields, {
    photo: { name: file.filename, type: file.mimetype, bytes: Buffer.concat(chunks) },
  });
  const reply = (await upstream(process.env.BARE_UPLOAD_UPSTREAM!, { bytes: body, contentType })) as {
    message: string;
  };
  return { message: reply.message };
}

const apollo = new ApolloServer({
  typeDefs,
  resolvers: {
    Upload: GraphQLUpload,
    Query: { summary: () => summary, relayed: async () => (await upstream(), summary) },
    Mutation: {
      clockIn: (_: unknown, { input, photo }: { input: Record<string, unknown>; photo: Promise<FileUpload> }) =>
        relayClockIn(input, photo),
    },
  },
  // The bench stops it with SIGTERM and expects exit 0 (Apollo's own handler re-raises the signal).
  stopOnTerminationSignals: false,
});
await apollo.start();

const app = express();
app.disable('x-powered-by');
app.use(cookieParser());
app.get('/health', (_request, response) => {
  response.json({ message: 'ok' });
});
app.use(
  '/graphql',
  graphqlUploadExpress({ maxFileSize: 6 * 1024 * 1024 + 1, maxFiles: 4 }),
  express.json({ limit: '1mb' }),
  expressMiddleware(apollo),
);

const server = app.listen(Number(process.env.BARE_APOLLO_PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void apollo.stop().then(() => process.exit(0));
});
