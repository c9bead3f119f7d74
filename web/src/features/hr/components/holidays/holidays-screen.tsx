import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { displayDay, jakartaDay } from '../../../../lib/jakarta';
import { readError } from '../../../../lib/graphql-error';
import { useHrAddHoliday, useHrHolidays, useHrRemoveHoliday, useHrRestoreHoliday } from '../../api/use-time-rules';
import type { HrHolidaysQuery } from '../../gql/graphql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { HolidayDialog } from './holiday-dialog';

type Holiday = HrHolidaysQuery['hrHolidays'][number];

/**
 * /hr/holidays: the year's decreed days (national holidays and the SKB's cuti bersama, each with its
 * decree) and the company's own days. A decreed day's state (observed or not by this company) is a
 * label; what HR can do about it is a button beside it.
 */
export function HolidaysScreen() {
  const { t } = useTranslation();
  const thisYear = Number(jakartaDay(Date.now()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { data, loading, error, refetch } = useHrHolidays(year);
  const [add] = useHrAddHoliday();
  const [remove, removing] = useHrRemoveHoliday();
  const [restore] = useHrRestoreHoliday();
  const [adding, setAdding] = useState(false);
  const [removingDay, setRemovingDay] = useState<Holiday | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const act = async (work: () => Promise<string>) => {
    try {
      setNotice({ severity: 'success', text: await work() });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const confirmRemove = async () => {
    const day = removingDay!;
    setRemovingDay(null);
    await act(async () => (await remove({ variables: { date: day.date } })).data!.hrRemoveHoliday.message);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('time.holidays.year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ width: 120 }}
        >
          {[thisYear - 1, thisYear, thisYear + 1].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          {t('time.holidays.add')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <QueryList
        items={data?.hrHolidays}
        loading={loading}
        error={error}
        failed={t('time.holidays.failed')}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={<EventBusyRounded fontSize="large" />} title={t('time.holidays.none')} />}
      >
        {(days) => (
          <Paper variant="outlined">
            <List aria-label={t('time.holidays.title')}>
              {days.map((day) => (
                <ListItem
                  key={`${day.date}-${day.kind}`}
                  data-date={day.date}
                  secondaryAction={
                    day.removed ? (
                      <Button
                        size="small"
                        onClick={() =>
                          void act(
                            async () =>
                              (await restore({ variables: { date: day.date } })).data!.hrRestoreHoliday.message,
                          )
                        }
                      >
                        {t('time.holidays.observeAgain')}
                      </Button>
                    ) : (
                      <Button size="small" onClick={() => setRemovingDay(day)}>
                        {day.decreed ? t('time.holidays.stopObserving') : t('hr.common.delete')}
                      </Button>
                    )
                  }
                >
                  <ListItemText
                    primary={day.name}
                    secondary={
                      <Stack
                        direction="row"
                        spacing={0.5}
                        component="span"
                        sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5, mt: 0.5 }}
                      >
                        <span>{displayDay(day.date)}</span>
                        <Chip size="small" component="span" label={t(`time.holidays.kinds.${day.kind}`)} />
                        {day.countsAgainstLeave && (
                          <Chip
                            size="small"
                            component="span"
                            color="warning"
                            label={t('time.holidays.countsAgainstLeaveShort')}
                          />
                        )}
                        {day.decreed && (
                          <Chip
                            size="small"
                            component="span"
                            variant="outlined"
                            color={day.removed ? 'default' : 'success'}
                            label={t(day.removed ? 'time.holidays.notObserved' : 'time.holidays.observed')}
                            // The state is read in full on a phone, never cut to "Tidak diliburkan pe…".
                            sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                          />
                        )}
                        {day.source && (
                          <Typography component="span" variant="caption" sx={{ width: '100%' }}>
                            {t('time.holidays.source', { source: day.source })}
                          </Typography>
                        )}
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                    sx={{
                      pr: 18,
                      '& .MuiListItemText-primary': {
                        opacity: day.removed ? 0.6 : 1,
                        textDecoration: day.removed ? 'line-through' : 'none',
                      },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </QueryList>
      {adding && <HolidayDialog onAdd={(input) => add({ variables: { input } })} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        question={
          removingDay
            ? t(removingDay.decreed ? 'time.holidays.removeNationalQuestion' : 'time.holidays.deleteQuestion', {
                name: removingDay.name,
                date: displayDay(removingDay.date),
              })
            : null
        }
        confirmLabel={removingDay?.decreed ? t('time.holidays.stopObserving') : t('hr.common.delete')}
        danger
        busy={removing.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemovingDay(null)}
      />
    </Stack>
  );
}
