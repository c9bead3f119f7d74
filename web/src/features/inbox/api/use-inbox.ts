import { useQuery } from '@apollo/client/react';
import { InboxDocument } from '../../../gql/graphql';

/** The inbox of one month (1-12), sent on as the provider's Period header. */
export const useInbox = (period: number) =>
  useQuery(InboxDocument, { variables: { period }, fetchPolicy: 'cache-and-network' });
