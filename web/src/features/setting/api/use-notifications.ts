import { useMutation, useQuery } from '@apollo/client/react';
import { NotificationSettingsDocument, SaveNotificationSettingsDocument } from '../../../gql/graphql';

export const useNotificationSettings = () => useQuery(NotificationSettingsDocument, { fetchPolicy: 'network-only' });
export const useSaveNotificationSettings = () => useMutation(SaveNotificationSettingsDocument);
