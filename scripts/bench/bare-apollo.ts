// The gateway's floor: a bare Apollo Server 5 on Express 5, from the packages the gateway uses,
// with the middleware the gateway runs before Apollo on /graphql (cookie-parser, graphql-upload's
// express middleware, the JSON body parser; Apollo's CSRF prevention, its default) and nothing
// else — no auth, no data source, no cost limits, no request log. `summary` answers a constant
// shaped like the gateway's attendanceSummary; `relayed` the same after one HTTP call upstream.
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
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { Agent, request } from 'node:http';

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
`;
const summary = { attend: 18, late: 2, leave: 1, total: 21 };

// `relayed` first asks BARE_UPSTREAM (the bare Fastify server's /health) over a keep-alive connection,
// as the gateway asks the api for every field: a gateway cannot answer without that call, so this is
// the floor of a gateway request that does one (the upstream's own CPU is its process's, not counted).
const agent = new Agent({ keepAlive: true });
const upstream = () =>
  new Promise<unknown>((resolve, reject) => {
    request(process.env.BARE_UPSTREAM!, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const apollo = new ApolloServer({
  typeDefs,
  resolvers: { Query: { summary: () => summary, relayed: async () => (await upstream(), summary) } },
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
app.use('/graphql', graphqlUploadExpress({ maxFileSize: 6 * 1024 * 1024 + 1, maxFiles: 4 }), express.json({ limit: '1mb' }), expressMiddleware(apollo));

const server = app.listen(Number(process.env.BARE_APOLLO_PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  void apollo.stop().then(() => process.exit(0));
});
