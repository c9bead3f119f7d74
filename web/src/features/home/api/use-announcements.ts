import { useMutation, useQuery } from '@apollo/client/react';
import { AnnouncementsDocument, MarkAnnouncementReadDocument } from '../../../gql/graphql';

export const useAnnouncements = () => useQuery(AnnouncementsDocument, { fetchPolicy: 'cache-and-network' });

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
