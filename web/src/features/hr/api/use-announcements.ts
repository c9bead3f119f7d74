import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrAnnouncementsDocument,
  HrDeleteAnnouncementDocument,
  HrEndAnnouncementDocument,
  HrSaveAnnouncementDocument,
} from '../gql/graphql';

export const useHrAnnouncements = () => useQuery(HrAnnouncementsDocument, { fetchPolicy: 'cache-and-network' });

const refetch = { refetchQueries: [HrAnnouncementsDocument], awaitRefetchQueries: true };
export const useHrSaveAnnouncement = () => useMutation(HrSaveAnnouncementDocument, refetch);
export const useHrEndAnnouncement = () => useMutation(HrEndAnnouncementDocument, refetch);
export const useHrDeleteAnnouncement = () => useMutation(HrDeleteAnnouncementDocument, refetch);
