import AddRounded from '@mui/icons-material/AddRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { readError } from '../../../../lib/graphql-error';
import {
  useHrAssignSchedule,
  useHrCreateSchedule,
  useHrDeleteSchedule,
  useHrSchedules,
  useHrUpdateSchedule,
} from '../../api/use-time-rules';
import type { HrScheduleFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { AssignDialog } from './assign-dialog';
import { AssignmentList } from './assignment-list';
import { CorrectionWindowCard } from './correction-window-card';
import { RemindersCard } from './reminders-card';
import { ScheduleDialog } from './schedule-dialog';

type Schedule = HrScheduleFieldsFragment;

/** /hr/schedules: the company's work schedules, who works them from which day, and its correction window. */
export function SchedulesScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrSchedules();
  const [create] = useHrCreateSchedule();
  const [update] = useHrUpdateSchedule();
  const [remove, removing] = useHrDeleteSchedule();
  const [assign] = useHrAssignSchedule();
  const [editing, setEditing] = useState<Schedule | 'new' | null>(null);
  const [assigning, setAssigning] = useState<Schedule | null>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const days = (schedule: Schedule) =>
    schedule.weekdays.map((day) => t(`time.weekdays.${day}` as 'time.weekdays.1')).join(', ');
  const confirmDelete = async () => {
    try {
      const reply = await remove({ variables: { id: deleting!.id } });
      setNotice({ severity: 'success', text: reply.data!.hrDeleteSchedule.message });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
    setDeleting(null);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('time.schedules.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          {t('time.schedules.new')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <QueryList
        items={data?.hrSchedules}
        loading={loading}
        error={error}
        failed={t('time.schedules.failed')}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            icon={<ScheduleRounded fontSize="large" />}
            title={t('time.schedules.none')}
            hint={t('time.schedules.noneHint')}
          />
        }
      >
        {(schedules) => (
          <Stack spacing={1}>
            {schedules.map((schedule) => (
              <Card key={schedule.id} variant="outlined" component="section" aria-label={schedule.name}>
                <CardContent sx={{ pb: 0 }}>
                  <Typography variant="subtitle1" component="h3">
                    {schedule.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('time.schedules.summary', {
                      start: schedule.start,
                      end: schedule.end,
                      days: days(schedule),
                      grace: schedule.graceMinutes,
                      count: schedule.assignments,
                    })}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" onClick={() => setAssigning(schedule)}>
                    {t('time.schedules.assign')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(schedule)}>
                    {t('hr.common.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={schedule.assignments > 0}
                    onClick={() => setDeleting(schedule)}
                  >
                    {t('hr.common.delete')}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
      </QueryList>
      {data && <AssignmentList assignments={data.hrScheduleAssignments} onNotice={setNotice} />}
      <CorrectionWindowCard />
      <RemindersCard />
      {editing && (
        <ScheduleDialog
          schedule={editing === 'new' ? null : editing}
          onSave={(input) =>
            editing === 'new' ? create({ variables: { input } }) : update({ variables: { id: editing.id, input } })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {assigning && (
        <AssignDialog
          scheduleName={assigning.name}
          onAssign={(input) => assign({ variables: { scheduleId: assigning.id, input } })}
          onClose={() => setAssigning(null)}
        />
      )}
      <ConfirmDialog
        question={deleting ? t('time.schedules.deleteQuestion', { name: deleting.name }) : null}
        confirmLabel={t('hr.common.delete')}
        danger
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
