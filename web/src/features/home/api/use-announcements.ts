import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AnnouncementsDocument, MarkAnnouncementReadDocument } from '../../../gql/graphql';
import { homeFetchPolicy } from '../../../lib/sign-in-home';

/**
 * Read as the summary is (use-attendance-summary.ts): just after index.html's early query put them in
 * the cache (web/build/home-query.ts), as they are; later the server is asked too.
 */
export function useAnnouncements() {
  const [fetchPolicy] = useState(() => homeFetchPolicy());
  return useQuery(AnnouncementsDocument, { fetchPolicy });
}

/** Opening one marks it read: the cached item turns read at once, whatever the reply's timing. */
export const useMarkAnnouncementRead = () =>
  useMutation(MarkAnnouncementReadDocument, {
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Announcement', id: variables.id }),
        fields: { read: () => true },
      });
    },
  });
