import { useMutation, useQuery } from '@apollo/client/react';
import { ClockingReviewsDocument, ReviewClockingsDocument, type ClockingReviewStatus } from '../gql/graphql';

/** The queue as it stands now (one person's when a NIK is given): another reviewer (the supervisor or HR) may have decided meanwhile. */
export const useClockingReviews = (status: ClockingReviewStatus, nik?: string) =>
  useQuery(ClockingReviewsDocument, {
    variables: nik ? { status, nik } : { status },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

/** A decision changes every list of the queue and the days that counted the clock-ins. */
export const useReviewClockings = () =>
  useMutation(ReviewClockingsDocument, { refetchQueries: [ClockingReviewsDocument], awaitRefetchQueries: true });
