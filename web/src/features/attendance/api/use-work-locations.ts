import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { WorkLocationsDocument, type WorkLocationsQuery } from '../../../gql/graphql';
import { takeEarlyLocations } from '../lib/clock-early-start';

/**
 * The work-location circles open to the caller; types is the capture screen, clockin or clockout.
 * Where index.html's script asked for them already (issue 31: clock-early-start.ts), its reply is
 * waited for and put in the cache, and the query reads it from there instead of asking again; a
 * reply that did not come or carried errors leaves the query to ask as it always does.
 */
export function useWorkLocations(types: 'clockin' | 'clockout') {
  const client = useApolloClient();
  const [early] = useState(() => takeEarlyLocations(types));
  const [waiting, setWaiting] = useState(early !== null);
  const [fromEarly, setFromEarly] = useState(false);
  useEffect(() => {
    if (!early) return;
    let current = true;
    void early.then((reply) => {
      const data = reply?.data as WorkLocationsQuery | undefined;
      if (data?.workLocations && !reply?.errors?.length) {
        client.writeQuery({ query: WorkLocationsDocument, variables: { types }, data });
        if (current) setFromEarly(true);
      }
      if (current) setWaiting(false);
    });
    return () => {
      current = false;
    };
  }, [client, early, types]);
  return useQuery(WorkLocationsDocument, { variables: { types }, skip: waiting, fetchPolicy: fromEarly ? 'cache-first' : undefined });
}
