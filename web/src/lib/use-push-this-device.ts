import { useApolloClient } from '@apollo/client/react';
import {
  NotificationSettingsDocument,
  PushKeyDocument,
  SubscribePushDocument,
  UnsubscribePushDocument,
} from '../gql/graphql';
import { subscribeThisDevice, unsubscribeThisDevice } from './push-device';

/** Push on or off for this browser: the browser's subscription and the api's row, together. */
export function usePushThisDevice() {
  const client = useApolloClient();
  const refetchQueries = [NotificationSettingsDocument];
  return {
    async turnOn() {
      const { data } = await client.query({ query: PushKeyDocument, fetchPolicy: 'network-only' });
      const subscription = await subscribeThisDevice(data!.pushKey);
      await client.mutate({ mutation: SubscribePushDocument, variables: { subscription }, refetchQueries });
    },
    async turnOff() {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await client.mutate({ mutation: UnsubscribePushDocument, variables: { endpoint }, refetchQueries });
    },
  };
}
