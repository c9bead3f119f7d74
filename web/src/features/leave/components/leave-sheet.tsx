import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LeaveDetailQuery } from '../../../gql/graphql';
import { dayRangeLabel } from '../../../i18n/labels';
import { displayDay, jakartaDisplayDate } from '../../../lib/jakarta';
import { SignatureBlock } from './signature-block';

type LeaveDetail = LeaveDetailQuery['leaveDetail'];

function absentDates(t: TFunction, leave: LeaveDetail): string {
  const range = dayRangeLabel(t, displayDay(leave.startDate), displayDay(leave.endDate));
  return leave.startTime && leave.endTime ? `${range}, ${leave.startTime} - ${leave.endTime}` : range;
}

// The form is dated the day it is decided: today while Pending, the decision's day after.
const signedOn = (leave: LeaveDetail) => jakartaDisplayDate(leave.decidedAt ?? new Date());

/** The leave/sick form as the signed PDF prints it (Formulir Izin / Cuti / Sakit). */
export function LeaveSheet({ leave }: { leave: LeaveDetail }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('leave.approve.name'), leave.employeeName],
    [t('leave.approve.nik'), leave.employeeNik],
    [t('leave.approve.department'), leave.employeeDepartment ?? '-'],
    [t('leave.approve.absentDate'), absentDates(t, leave)],
    [t('leave.approve.duration'), leave.duration],
    ...(leave.days === null || leave.days === undefined
      ? []
      : [[t('leave.approve.workingDays'), t('leave.approve.days', { count: leave.days })] as [string, string]]),
    [t('leave.approve.type'), leave.type],
    [t('leave.approve.reason'), leave.reason],
  ];
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('leave.approve.sheetTitle')}
      sx={{ p: 2, borderRadius: 1 }}
    >
      <Typography
        component="h3"
        variant="subtitle1"
        sx={{ textAlign: 'center', fontWeight: 700, textDecoration: 'underline', mb: 2 }}
      >
        {t('leave.approve.sheetTitle')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.75, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', mt: 2.5 }}>
        {t('leave.approve.placeAndDate', { place: t('leave.approve.place'), date: signedOn(leave) })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <SignatureBlock
          heading={t('leave.approve.approvedBy')}
          src={leave.supervisorSignatureUrl}
          alt={t('leave.approve.supervisorSignatureImage', { name: leave.supervisorName ?? '' })}
          name={leave.supervisorName ?? '-'}
          role={t('leave.approve.supervisor')}
        />
        <SignatureBlock
          heading={t('leave.approve.applicant')}
          src={leave.signatureUrl}
          alt={t('leave.approve.employeeSignature', { name: leave.employeeName })}
          name={leave.employeeName}
          role={t('leave.approve.employee')}
        />
      </Stack>
    </Paper>
  );
}
