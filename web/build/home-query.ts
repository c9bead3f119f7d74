import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { AnnouncementsDocument } from '../src/gql/graphql';

const field = (selections: readonly { kind: string }[], name: string) =>
  selections.find((node): node is FieldNode => node.kind === Kind.FIELD && (node as FieldNode).name.value === name);

/**
 * Home's first query for index.html's script (first-paint/early-home.ts): the sign-in's `query { … }`
 * (what Home draws first: its summary and the leave line, issue 48) as a query of its own, with the
 * fragments it spreads and the __typename fields Apollo's cache keeps, so the app takes its answer over
 * as it takes a sign-in's (lib/sign-in-home.ts). One source: a field added to the sign-in's is asked here too.
 * Home's announcements are asked in the same request: asked by the app, their answer came as a render
 * of its own after the first, one of a cold `/`'s long tasks (issue 48).
 */
export function homeQuery(login: DocumentNode, more: DocumentNode[] = [AnnouncementsDocument]): string {
  const document = addTypenameToDocument(login);
  const others = more.map((one) => addTypenameToDocument(one));
  const operation = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  );
  const query = field(
    field(operation?.selectionSet.selections ?? [], 'login')?.selectionSet?.selections ?? [],
    'query',
  );
  if (!query?.selectionSet) throw new Error("the Login mutation has no `query { … }` to ask Home's numbers with");
  const operationsOf = (one: DocumentNode) =>
    one.definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  const selections = [
    ...query.selectionSet.selections,
    ...others.flatMap((one) => operationsOf(one).flatMap((node) => node.selectionSet.selections)),
  ];
  const selectionSet = { kind: Kind.SELECTION_SET, selections } as OperationDefinitionNode['selectionSet'];
  const fragments = new Map(
    [document, ...others]
      .flatMap((one) => one.definitions)
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  // Only the fragments the query spreads, and theirs (an unused fragment makes the document invalid).
  const used = new Set<string>();
  const spreadsOf = (node: object) =>
    visit(node as DocumentNode, {
      FragmentSpread(spread) {
        if (used.has(spread.name.value)) return;
        used.add(spread.name.value);
        const fragment = fragments.get(spread.name.value);
        if (fragment) spreadsOf(fragment);
      },
    });
  spreadsOf(selectionSet);
  return print({
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as OperationDefinitionNode['operation'],
        name: { kind: Kind.NAME, value: 'HomeFirst' },
        selectionSet,
      },
      ...[...used].flatMap((name) => fragments.get(name) ?? []),
    ],
  } as DocumentNode);
}
