import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddLeaveDelegationDocument,
  LeaveDelegationsDocument,
  RemoveLeaveDelegationDocument,
} from '../../../gql/graphql';

export const useLeaveDelegations = () => useQuery(LeaveDelegationsDocument, { fetchPolicy: 'cache-and-network' });

/** The list is read again after a change (the api names the stand-in). */
const delegations = { refetchQueries: [LeaveDelegationsDocument], awaitRefetchQueries: true };
export const useAddLeaveDelegation = () => useMutation(AddLeaveDelegationDocument, delegations);
export const useRemoveLeaveDelegation = () => useMutation(RemoveLeaveDelegationDocument, delegations);
