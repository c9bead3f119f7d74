import { useMutation } from '@apollo/client/react';
import { FileLeaveDocument } from '../../../gql/graphql';

export const useFileLeave = () => useMutation(FileLeaveDocument);
