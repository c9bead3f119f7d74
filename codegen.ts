import type { CodegenConfig } from '@graphql-codegen/cli';

// One config, one schema: resolver types for the gateway, typed documents for the web.
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
        scalars: { Upload: "Promise<import('graphql-upload/processRequest.mjs').FileUpload>" },
        mappers: {},
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, scalars: { Upload: 'File' }, enumsAsTypes: true },
    },
  },
};

export default config;
