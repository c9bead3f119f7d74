import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { WorkLocationsDocument, type WorkLocationsQuery } from '../../../gql/graphql';
import { takeEarlyLocations } from '../../../first-paint/early-clock';

/**
 * The work-location circles open to the caller; types is the capture screen, clockin or clockout.
 * Where index.html's script asked for them already (issue 31: first-paint/early-clock.ts), its reply is
 * waited for and put in the cache, and the query reads it from there instead of asking again; a
 * reply that did not come or carried errors leaves the query to ask as it always does.
 */
export function useWorkLocations(types: 'clockin' | 'clockout') {
  const client = useApolloClient();
  const [early] = useState(() => takeEarlyLocations(types));
  // The page's reply: still on its way, in the cache, or none to use.
  const [reply, setReply] = useState<'waiting' | 'cached' | 'none'>(early ? 'waiting' : 'none');
  useEffect(() => {
    if (!early) return;
    let current = true;
    void early.then((answer) => {
      const data = answer?.data as WorkLocationsQuery | undefined;
      const usable = Boolean(data?.workLocations) && !answer?.errors?.length;
      if (usable) client.writeQuery({ query: WorkLocationsDocument, variables: { types }, data: data! });
      if (current) setReply(usable ? 'cached' : 'none');
    });
    return () => {
      current = false;
    };
  }, [client, early, types]);
  return useQuery(WorkLocationsDocument, {
    variables: { types },
    skip: reply === 'waiting',
    fetchPolicy: reply === 'cached' ? 'cache-first' : undefined,
  });
}
