import type { CodegenConfig } from '@graphql-codegen/cli';

const webDocuments = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: { useTypeImports: true, scalars: { Upload: 'File' }, enumsAsTypes: true },
} as const;
const HR = 'web/src/features/hr/**/*.graphql';
const TEAM = 'web/src/features/team/**/*.graphql';
/** The review of flagged clock-ins (issue 29): a supervisor's and HR's, never a staff screen's. */
const REVIEW = 'web/src/features/review/**/*.graphql';
/** What the HR console and the team view share (a person's month), in both of their modules. */
const RECAP = 'web/src/components/recap/*.graphql';

// One config, one schema: resolver types for the gateway, typed documents for the web. The HR
// console's documents go to their own module: the client preset puts every document in one file,
// and a staff screen importing that file would otherwise carry the HR console's queries too (and
// the supervisors' team view, likewise, has its own).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GatewayContext',
        useTypeImports: true,
        scalars: { Upload: "Promise<import('../files/upload-request.js').ReceivedUpload>" },
        // A sign-in's Session comes without its root of queries: Session.query resolves it (auth/resolvers.ts).
        mappers: { Session: "Omit<Session, 'query'>" },
      },
    },
    'web/src/gql/': {
      ...webDocuments,
      documents: ['web/src/**/*.graphql', `!${HR}`, `!${TEAM}`, `!${REVIEW}`, `!${RECAP}`],
    },
    'web/src/features/hr/gql/': { ...webDocuments, documents: [HR, RECAP] },
    'web/src/features/team/gql/': { ...webDocuments, documents: [TEAM, RECAP] },
    'web/src/features/review/gql/': { ...webDocuments, documents: [REVIEW] },
  },
};

export default config;
