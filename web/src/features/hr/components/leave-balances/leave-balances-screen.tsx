import BeachAccessRounded from '@mui/icons-material/BeachAccessRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { useHrAdjustLeaveBalance, useHrLeaveBalances } from '../../api/use-leave-balances';
import type { HrLeaveBalancesQuery } from '../../gql/graphql';
import { AdjustDialog, type Adjustment } from './adjust-dialog';
import { LeaveSettings, narrowCells } from './leave-settings';
import { OpeningImport } from './opening-import';

export interface PersonBalances {
  nik: string;
  name: string;
  /** Leave type → the ledger's sum. */
  balances: Record<string, number>;
}

/** The api's rows (one per person and type) as one row per person, and the types in the api's order. */
export function byPerson(rows: HrLeaveBalancesQuery['hrLeaveBalances']): { types: string[]; people: PersonBalances[] } {
  const types: string[] = [];
  const people = new Map<string, PersonBalances>();
  for (const row of rows) {
    if (!types.includes(row.type)) types.push(row.type);
    const person = people.get(row.nik) ?? { nik: row.nik, name: row.name, balances: {} };
    person.balances[row.type] = row.balance;
    people.set(row.nik, person);
  }
  return { types, people: [...people.values()] };
}

/** A NIK's beginning or any part of a name, case and spacing aside. */
const matches = (person: PersonBalances, search: string) => {
  const query = search.trim().toLowerCase();
  return !query || person.nik.startsWith(query) || person.name.toLowerCase().includes(query);
};

/**
 * /hr/leave-balances (issue 26): every person's balance of each leave type that has one (the
 * ledger's sum), found by NIK or name, adjusted with a reason and a confirmation; the table as a
 * file and opening balances from one; then the company's leave settings and policies.
 */
export function LeaveBalancesScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrLeaveBalances();
  const [adjust] = useHrAdjustLeaveBalance();
  const [search, setSearch] = useState('');
  const [adjusting, setAdjusting] = useState<PersonBalances | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const table = useMemo(() => (data ? byPerson(data.hrLeaveBalances) : undefined), [data]);
  const shown = table?.people.filter((person) => matches(person, search));

  const save = async (person: PersonBalances, adjustment: Adjustment) => {
    const { data: reply } = await adjust({ variables: { input: { nik: person.nik, ...adjustment } } });
    setNotice(
      t('hr.leave.adjusted', {
        name: person.name,
        type: adjustment.type,
        balance: reply!.hrAdjustLeaveBalance.balance,
      }),
    );
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={2} component="section" aria-label={t('hr.leave.people')}>
        <TextField
          size="small"
          label={t('hr.leave.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
        />
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <QueryList
          items={shown}
          loading={loading}
          error={error}
          failed={t('hr.leave.failed')}
          onRetry={() => void refetch()}
          empty={
            table && table.people.length > 0 ? (
              <EmptyState icon={<SearchRounded fontSize="large" />} title={t('hr.leave.noMatch')} />
            ) : (
              <EmptyState
                icon={<BeachAccessRounded fontSize="large" />}
                title={t('hr.leave.none')}
                hint={t('hr.leave.noneHint')}
              />
            )
          }
        >
          {(people) => (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={t('hr.leave.people')} sx={narrowCells}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('hr.leave.nik')}</TableCell>
                    <TableCell>{t('hr.leave.name')}</TableCell>
                    {table!.types.map((type) => (
                      <TableCell key={type} align="right">
                        {type}
                      </TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {people.map((person) => (
                    <TableRow key={person.nik} hover>
                      <TableCell>{person.nik}</TableCell>
                      <TableCell sx={{ minWidth: { md: 160 } }}>{person.name}</TableCell>
                      {table!.types.map((type) => (
                        <TableCell key={type} align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {person.balances[type] === undefined
                            ? t('hr.common.empty')
                            : t('hr.leave.daysValue', { count: person.balances[type] })}
                        </TableCell>
                      ))}
                      <TableCell align="right">
                        <Button
                          size="small"
                          onClick={() => setAdjusting(person)}
                          aria-label={t('hr.leave.adjustFor', { name: person.name })}
                        >
                          {t('hr.leave.adjust')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryList>
      </Stack>
      <OpeningImport />
      <LeaveSettings />
      {adjusting && table && (
        <AdjustDialog
          person={adjusting}
          types={table.types}
          onAdjust={(adjustment) => save(adjusting, adjustment)}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Stack>
  );
}
