import { useMutation } from '@apollo/client/react';
import { HrImportConfirmDocument, HrImportDryRunDocument } from '../gql/graphql';

export const useHrImportDryRun = () => useMutation(HrImportDryRunDocument);
export const useHrImportConfirm = () => useMutation(HrImportConfirmDocument);
