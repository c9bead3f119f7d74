import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GatewayConfig } from '../config/env.js';
import type { GatewayContext } from '../context.js';

/**
 * What one GraphQL document may ask for, checked while it is parsed and validated, so a document
 * over a limit costs no provider call. Each root field is one provider call and an alias is the only
 * way to run a field twice in one request, so the alias limit bounds how far one request can fan
 * out (the app's own operations use none); tokens, cost and depth bound the parse and the reply.
 * Field suggestions ("Did you mean …") would map the schema for a stranger: off in production.
 */
export function costLimits(config: GatewayConfig) {
  const { plugins, validationRules } = new ApolloArmor({
    // graphql-js counts tokens itself (parseOptions below) and answers 400; armor's token plugin
    // throws from a plugin hook, which Apollo Server 5 answers as a 500.
    maxTokens: { enabled: false },
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST },
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH },
    maxDirectives: { n: config.GRAPHQL_MAX_DIRECTIVES },
    blockFieldSuggestion: { enabled: config.NODE_ENV === 'production' },
  }).protect();
  return {
    // armor's declarations name @apollo/server's CommonJS types; the plugins are the same objects.
    plugins: plugins as unknown as ApolloServerPlugin<GatewayContext>[],
    validationRules,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
  };
}
