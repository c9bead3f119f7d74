import { useMutation } from '@apollo/client/react';
import { ApproveLeaveDocument, RejectLeaveDocument } from '../../../gql/graphql';

export const useApproveLeave = () => useMutation(ApproveLeaveDocument);
export const useRejectLeave = () => useMutation(RejectLeaveDocument);
