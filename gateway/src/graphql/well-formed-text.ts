import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context.js';

/**
 * The api's one rule for text (api/src/http/well-formed-text.ts), said again here: NUL, which
 * PostgreSQL cannot store, and half a UTF-16 character (a lone surrogate), which is not Unicode
 * and which no provider call can carry (a URL, a form).
 */
// eslint-disable-next-line no-control-regex -- NUL is the very character refused
const NOT_TEXT = /[\u0000\p{Cs}]/u;

/** The path ("input.address") of the first variable that is not storable text, or null. */
function malformedVariable(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = malformedVariable(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The argument or input field whose string literal in the document is not storable text ("\u0000" parses), or null. */
function malformedLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!NOT_TEXT.test(node.value)) return undefined;
      const named = [...ancestors, parent]
        .reverse()
        .find(
          (ancestor): ancestor is ASTNode & { name: { value: string } } =>
            !Array.isArray(ancestor) &&
            ((ancestor as ASTNode).kind === Kind.ARGUMENT || (ancestor as ASTNode).kind === Kind.OBJECT_FIELD),
        );
      found = named?.name.value ?? '';
      return BREAK;
    },
  });
  return found;
}

/**
 * A document's answer, kept with it: Apollo hands every request of one query string the same parsed
 * document (its document store), and its literals cannot change, so each is visited once, not on
 * every request (a few per cent of the gateway's CPU in issue 31's profile). Variables are checked
 * every time.
 */
const literals = new WeakMap<DocumentNode, string | null>();
function malformedLiteralOf(document: DocumentNode): string | null {
  let found = literals.get(document);
  if (found === undefined) literals.set(document, (found = malformedLiteral(document)));
  return found;
}

/**
 * Refuses text that is not storable, in variables or in the document's own literals, before any
 * resolver runs, as the api's 400 invalid_input naming the field: JSON lets "\ud800" through and
 * graphql-js passes it on as a String, and a NUL reached the provider and came back a 500
 * (PROVIDER_UNAVAILABLE; both found by the fuzz run).
 */
export const wellFormedText: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const field = malformedVariable(request.variables) ?? malformedLiteralOf(document);
        if (field !== null) {
          throw new GraphQLError('This field contains a character that is not allowed', {
            extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_input', field, http: { status: 400 } },
          });
        }
      },
    };
  },
};
