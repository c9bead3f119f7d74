import { useQuery } from '@apollo/client/react';
import { LeavePreviewDocument } from '../../../gql/graphql';

/** What the request being filled in would use and leave; asked only once its type and dates are set. */
export const useLeavePreview = (input: { type: string; duration: string; startDate: string; endDate: string }) =>
  useQuery(LeavePreviewDocument, {
    variables: input,
    skip: !input.type || !input.duration || !input.startDate || !input.endDate || input.endDate < input.startDate,
    fetchPolicy: 'network-only',
  });
