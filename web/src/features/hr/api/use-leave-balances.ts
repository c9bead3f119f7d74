import { useMutation, useQuery } from '@apollo/client/react';
import {
  HrAdjustLeaveBalanceDocument,
  HrLeaveBalancesDocument,
  HrPersonLeaveBalancesDocument,
  HrLeaveImportConfirmDocument,
  HrLeaveImportDryRunDocument,
  HrLeaveRulesDocument,
  HrSaveLeavePolicyDocument,
  HrSaveLeaveSettingsDocument,
} from '../gql/graphql';

export const useHrLeaveBalances = () => useQuery(HrLeaveBalancesDocument, { fetchPolicy: 'cache-and-network' });

/** An adjustment is read back from the table (the ledger's sum), never patched in. */
export const useHrAdjustLeaveBalance = () =>
  useMutation(HrAdjustLeaveBalanceDocument, { refetchQueries: [HrLeaveBalancesDocument], awaitRefetchQueries: true });

export const useHrLeaveRules = () => useQuery(HrLeaveRulesDocument, { fetchPolicy: 'cache-and-network' });

/** A policy decides balances (a type with none leaves the table), so both are read again. */
const rules = { refetchQueries: [HrLeaveRulesDocument, HrLeaveBalancesDocument], awaitRefetchQueries: true };
export const useHrSaveLeavePolicy = () => useMutation(HrSaveLeavePolicyDocument, rules);
export const useHrSaveLeaveSettings = () =>
  useMutation(HrSaveLeaveSettingsDocument, { refetchQueries: [HrLeaveRulesDocument], awaitRefetchQueries: true });

/** Opening balances from a file: the dry run changes nothing; the confirm is read back from the table. */
export const useHrLeaveImportDryRun = () => useMutation(HrLeaveImportDryRunDocument);
export const useHrLeaveImportConfirm = () =>
  useMutation(HrLeaveImportConfirmDocument, { refetchQueries: [HrLeaveBalancesDocument], awaitRefetchQueries: true });

/** One person's balances, for their page in the console. */
export const useHrPersonLeaveBalances = (nik: number) =>
  useQuery(HrPersonLeaveBalancesDocument, { variables: { nik }, fetchPolicy: 'cache-and-network' });
