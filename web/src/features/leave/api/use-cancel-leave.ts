import { useMutation } from '@apollo/client/react';
import { CancelLeaveDocument, LeaveBalancesDocument, LeaveListDocument } from '../../../gql/graphql';

/** Withdraws the caller's own request; the list and the balances (its held days) are read again. */
export const useCancelLeave = () =>
  useMutation(CancelLeaveDocument, {
    refetchQueries: [LeaveListDocument, LeaveBalancesDocument],
    awaitRefetchQueries: true,
  });
