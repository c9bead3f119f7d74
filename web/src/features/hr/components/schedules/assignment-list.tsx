import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDay, jakartaDay } from '../../../../lib/jakarta';
import { readError } from '../../../../lib/graphql-error';
import { useHrUnassignSchedule } from '../../api/use-time-rules';
import type { HrSchedulesQuery } from '../../gql/graphql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

type Assignment = HrSchedulesQuery['hrScheduleAssignments'][number];

interface Props {
  assignments: readonly Assignment[];
  onNotice: (notice: { severity: 'success' | 'error'; text: string }) => void;
}

/** Who works which schedule from which day; one that has not started yet can be taken back. */
export function AssignmentList({ assignments, onNotice }: Props) {
  const { t } = useTranslation();
  const today = jakartaDay(Date.now());
  const [unassign, unassigning] = useHrUnassignSchedule();
  const [taking, setTaking] = useState<Assignment | null>(null);
  const who = (assignment: Assignment) =>
    `${t(`time.schedules.kinds.${assignment.target.kind}`)} ${assignment.target.kind === 'EMPLOYEE' ? assignment.target.nik : assignment.target.code} · ${assignment.target.name}`;
  const confirm = async () => {
    try {
      onNotice({
        severity: 'success',
        text: (await unassign({ variables: { id: taking!.id } })).data!.hrUnassignSchedule.message,
      });
    } catch (failure) {
      onNotice({ severity: 'error', text: readError(failure).message });
    }
    setTaking(null);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="assignments-title">
      <Typography id="assignments-title" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('time.schedules.assignments')}
      </Typography>
      {assignments.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('time.schedules.noAssignments')}
        </Typography>
      )}
      <List dense>
        {assignments.map((assignment) => (
          <ListItem
            key={assignment.id}
            secondaryAction={
              assignment.validFrom > today && (
                <Button size="small" color="error" onClick={() => setTaking(assignment)}>
                  {t('hr.common.delete')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${assignment.scheduleName} → ${who(assignment)}`}
              secondary={t('time.schedules.from', { date: displayDay(assignment.validFrom) })}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        question={taking ? t('time.schedules.unassignQuestion', { name: taking.scheduleName, who: who(taking) }) : null}
        confirmLabel={t('hr.common.delete')}
        danger
        busy={unassigning.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setTaking(null)}
      />
    </Paper>
  );
}
