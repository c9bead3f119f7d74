import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../../components/recap/month-field';
import { readError } from '../../../../lib/graphql-error';
import { jakartaDay } from '../../../../lib/jakarta';
import { useHrOrganisation } from '../../api/use-organisation';
import { useHrRoster, useHrSaveRoster } from '../../api/use-rosters';
import type { HrRosterQuery, RosterCellKind } from '../../gql/graphql';
import {
  cellKey,
  changesBetween,
  copyWeek,
  fillPattern,
  setCells,
  shiftValue,
  type CellValue,
} from '../../lib/roster-pattern';
import { UnitSelect } from '../unit-select';
import { RosterFile } from './roster-file';

type Roster = HrRosterQuery['hrRoster'];

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

const loadedGrid = (roster: Roster | undefined) => {
  const grid = new Map<string, CellValue>();
  for (const person of roster?.people ?? []) {
    for (const cell of person.cells)
      grid.set(
        cellKey(person.nik, cell.day),
        cell.kind === 'SHIFT' ? shiftValue(cell.scheduleId!) : cell.kind === 'OFF' ? 'off' : 'empty',
      );
  }
  return grid;
};

const KIND: Record<string, RosterCellKind> = { off: 'OFF', empty: 'EMPTY' };
const SELECT_FIRST = 'roster-select-first';

/** /hr/rosters (issue 25): a unit's people × a month's days; each cell a shift, Off, or empty (the schedule assignment applies). */
export function RostersScreen() {
  const { t } = useTranslation();
  const today = jakartaDay(Date.now());
  const [month, setMonth] = useState(nextMonth(today.slice(0, 7)));
  const [department, setDepartment] = useState('');
  const organisation = useHrOrganisation();
  const { data, loading, error, refetch } = useHrRoster(month, { department: department || null });
  const [save, saving] = useHrSaveRoster();
  const roster = data?.hrRoster;
  const loaded = useMemo(() => loadedGrid(roster), [roster]);
  const [edits, setEdits] = useState<{ base: Map<string, CellValue>; grid: Map<string, CellValue> } | null>(null);
  const grid = edits && edits.base === loaded ? edits.grid : loaded;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<{ row: number; column: number } | null>(null);
  const [value, setValue] = useState<CellValue>('off');
  const [pattern, setPattern] = useState<CellValue[]>([]);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const changes = changesBetween(loaded, grid);
  const shifts = roster?.shifts ?? [];
  const days = roster?.days ?? [];
  const people = roster?.people ?? [];

  const label = (cell: CellValue) => {
    if (cell === 'off') return t('time.rosters.off');
    if (cell === 'empty') return t('time.rosters.empty');
    return shifts.find((shift) => shiftValue(shift.id!) === cell)?.name ?? cell;
  };
  const short = (cell: CellValue) =>
    cell === 'off'
      ? t('time.rosters.offShort')
      : cell === 'empty'
        ? ''
        : (shifts.find((shift) => shiftValue(shift.id!) === cell)?.start ?? '?');
  const edit = (next: Map<string, CellValue>) => setEdits({ base: loaded, grid: next });
  const selectedRows = () =>
    people.filter((person) => days.some((day) => selected.has(cellKey(person.nik, day)))).map((person) => person.nik);
  const selectedDays = () => days.filter((day) => people.some((person) => selected.has(cellKey(person.nik, day))));
  const choose = (row: number, column: number, event: MouseEvent) => {
    const key = cellKey(people[row].nik, days[column]);
    if (event.shiftKey && anchor) {
      const keys = new Set<string>();
      for (let r = Math.min(anchor.row, row); r <= Math.max(anchor.row, row); r += 1) {
        for (let c = Math.min(anchor.column, column); c <= Math.max(anchor.column, column); c += 1)
          keys.add(cellKey(people[r].nik, days[c]));
      }
      setSelected(keys);
      return;
    }
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
    setAnchor({ row, column });
  };
  const selectRow = (row: number) => {
    setSelected(new Set(days.map((day) => cellKey(people[row].nik, day))));
    setAnchor({ row, column: 0 });
  };
  const submit = async () => {
    try {
      const reply = await save({
        variables: {
          changes: changes.map((change) =>
            change.value.startsWith('s:')
              ? { nik: change.nik, day: change.day, kind: 'SHIFT' as const, scheduleId: change.value.slice(2) }
              : { nik: change.nik, day: change.day, kind: KIND[change.value] },
          ),
        },
      });
      // The selection stays: what was just filled and saved is what one copies to the following weeks next.
      setEdits(null);
      setNotice({ severity: 'success', text: t('time.rosters.saved', { count: reply.data!.hrSaveRoster.changed }) });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const values: CellValue[] = [...shifts.map((shift) => shiftValue(shift.id!)), 'off', 'empty'];
  const rows = selectedRows();
  const picked = selectedDays();
  // A disabled tool says why: it works on the cells chosen in the grid, and none are.
  const hint = selected.size === 0 ? SELECT_FIRST : undefined;

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('time.rosters.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <MonthField
          value={month}
          max={`${Number(today.slice(0, 4)) + 1}-12`}
          onChange={(next) => {
            setMonth(next);
            setSelected(new Set());
          }}
        />
        <UnitSelect
          size="small"
          label={t('time.rosters.department')}
          units={organisation.data?.hrOrganisation.departments}
          value={department}
          onChange={(next) => {
            setDepartment(next);
            setSelected(new Set());
          }}
          emptyLabel={t('time.recap.wholeCompany')}
          sx={{ minWidth: 220 }}
        />
      </Stack>
      <RosterFile
        month={month}
        department={department}
        onImported={(next) => {
          setMonth(next);
          setSelected(new Set());
        }}
      />
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {error && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('time.rosters.retry')}</Button>}>
          {t('time.rosters.failed')}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="toolbar"
        aria-label={t('time.rosters.tools')}
      >
        <TextField
          select
          size="small"
          label={t('time.rosters.cell')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {values.map((option) => (
            <MenuItem key={option} value={option}>
              {label(option)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={selected.size === 0}
          aria-describedby={hint}
          onClick={() => edit(setCells(grid, selected, value))}
        >
          {t('time.rosters.set')}
        </Button>
        <Button variant="outlined" onClick={() => setPattern([...pattern, value])}>
          {t('time.rosters.addToPattern')}
        </Button>
        <Button
          variant="outlined"
          disabled={pattern.length === 0 || rows.length === 0}
          aria-describedby={hint}
          onClick={() => edit(fillPattern(grid, rows, days, picked[0], picked.at(-1)!, pattern))}
        >
          {t('time.rosters.fillPattern')}
        </Button>
        <Button
          variant="outlined"
          disabled={rows.length === 0}
          aria-describedby={hint}
          onClick={() => edit(copyWeek(grid, rows, days, picked[0]))}
        >
          {t('time.rosters.copyWeek')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          disabled={selected.size === 0}
          aria-describedby={hint}
          onClick={() => edit(setCells(grid, selected, 'empty'))}
        >
          {t('time.rosters.clear')}
        </Button>
      </Stack>
      {selected.size === 0 && (
        <Typography id={SELECT_FIRST} variant="body2" color="text.secondary">
          {t('time.rosters.selectFirst')}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        aria-label={t('time.rosters.pattern')}
      >
        <Typography variant="body2">{t('time.rosters.pattern')}:</Typography>
        {pattern.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('time.rosters.patternHint')}
          </Typography>
        )}
        {pattern.map((cell, index) => (
          <Chip key={index} size="small" label={label(cell)} />
        ))}
        {pattern.length > 0 && (
          <Button size="small" onClick={() => setPattern([])}>
            {t('time.rosters.patternReset')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('time.rosters.hint')}
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          aria-label={t('time.rosters.title')}
          sx={{
            borderCollapse: 'collapse',
            fontSize: 13,
            '& td, & th': { border: 1, borderColor: 'divider', p: 0, textAlign: 'center' },
          }}
        >
          <thead>
            <tr>
              <Box
                component="th"
                scope="col"
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: 140, px: 1 }}
              >
                {t('time.columns.name')}
              </Box>
              {days.map((day) => (
                <Box component="th" scope="col" key={day} sx={{ minWidth: 40, px: 0.5 }}>
                  {day.slice(8)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {people.map((person, row) => (
              <tr key={person.nik}>
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                    textAlign: 'left !important',
                    px: 1,
                  }}
                >
                  <Button
                    size="small"
                    onClick={() => selectRow(row)}
                    sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
                  >
                    {person.name}
                  </Button>
                </Box>
                {person.cells.map((cell, column) => {
                  const key = cellKey(person.nik, cell.day);
                  const current = grid.get(key) ?? 'empty';
                  const changed = (loaded.get(key) ?? 'empty') !== current;
                  const text =
                    current === 'empty' ? (cell.assigned.working ? cell.assigned.start : '') : short(current);
                  return (
                    <td key={cell.day}>
                      <Box
                        component="button"
                        type="button"
                        aria-pressed={selected.has(key)}
                        aria-label={`${person.name} ${cell.day}: ${current === 'empty' ? `${label('empty')} (${cell.assigned.working ? cell.assigned.name : t('time.rosters.off')})` : label(current)}`}
                        onClick={(event: MouseEvent) => choose(row, column, event)}
                        sx={{
                          width: 44,
                          height: 36,
                          border: 0,
                          cursor: 'pointer',
                          font: 'inherit',
                          color: current === 'empty' ? 'text.disabled' : 'text.primary',
                          bgcolor: selected.has(key)
                            ? 'primary.light'
                            : current === 'off'
                              ? 'action.hover'
                              : changed
                                ? 'warning.light'
                                : 'transparent',
                          fontWeight: current === 'empty' ? 400 : 600,
                        }}
                      >
                        {text}
                      </Box>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {loading && !roster && <Typography>{t('time.rosters.loading')}</Typography>}
      {roster && roster.total > people.length && (
        <Typography variant="body2">{t('time.rosters.more', { shown: people.length, count: roster.total })}</Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.default', py: 1 }}>
        <Button variant="contained" disabled={changes.length === 0 || saving.loading} onClick={() => void submit()}>
          {t('time.rosters.save', { count: changes.length })}
        </Button>
        <Button disabled={changes.length === 0} onClick={() => setEdits(null)}>
          {t('time.rosters.discard')}
        </Button>
      </Stack>
    </Stack>
  );
}
