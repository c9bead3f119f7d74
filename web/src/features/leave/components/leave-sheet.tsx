import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaveDetailQuery } from '../../../gql/graphql';
import { messages } from '../../../i18n/messages';
import { displayDay, jakartaDisplayDate } from '../../../lib/jakarta';
import { SignatureBlock } from './signature-block';

const t = messages.leave.approve;
type LeaveDetail = LeaveDetailQuery['leaveDetail'];

function absentDates(leave: LeaveDetail): string {
  const range = messages.leave.list.dates(displayDay(leave.startDate), displayDay(leave.endDate));
  return leave.startTime && leave.endTime ? `${range}, ${leave.startTime} - ${leave.endTime}` : range;
}

/** The place and date the form is signed: today while Pending, else the day it was filed. */
// The form is dated the day it is decided: today while Pending, the decision's day after.
const signedOn = (leave: LeaveDetail) => jakartaDisplayDate(leave.decidedAt ?? new Date());

/** The leave/sick form as the signed PDF prints it (Formulir Izin / Cuti / Sakit). */
export function LeaveSheet({ leave }: { leave: LeaveDetail }) {
  const rows: [string, string][] = [
    [t.name, leave.employeeName],
    [t.nik, leave.employeeNik],
    [t.department, leave.employeeDepartment ?? '-'],
    [t.absentDate, absentDates(leave)],
    [t.duration, leave.duration],
    [t.type, leave.type],
    [t.reason, leave.reason],
  ];
  return (
    <Paper variant="outlined" component="article" aria-label={t.sheetTitle} sx={{ p: 2, borderRadius: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ textAlign: 'center', fontWeight: 700, textDecoration: 'underline', mb: 2 }}>
        {t.sheetTitle}
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
        {t.placeAndDate(t.place, signedOn(leave))}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <SignatureBlock
          heading={t.approvedBy}
          src={leave.supervisorSignatureUrl}
          alt={t.supervisorSignatureImage(leave.supervisorName ?? '')}
          name={leave.supervisorName ?? '-'}
          role={t.supervisor}
        />
        <SignatureBlock
          heading={t.applicant}
          src={leave.signatureUrl}
          alt={t.employeeSignature(leave.employeeName)}
          name={leave.employeeName}
          role={t.employee}
        />
      </Stack>
    </Paper>
  );
}
