import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLeaveBalances } from '../api/use-leave-balances';

/**
 * Home's line: what is left of annual leave, carried days in and pending requests taken off, in the
 * leave screen's own words and numbers (issue 46: "15 of 15 days left" beside the leave screen's 18
 * read as a year's grant and hid the carried days), opening the leave screen. Nothing while it loads, when it fails (the leave screen says why) or for a
 * company whose policies give no annual balance. Built of what Home already loads (Card, Link).
 */
export function AnnualLeaveLine() {
  const { t } = useTranslation();
  const { data } = useLeaveBalances();
  const annual = data?.leaveBalances.find((row) => row.kind === 'annual');
  if (!annual) return null;
  return (
    <Card component="section">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Link
          component={RouterLink}
          to={paths.leave.href()}
          underline="hover"
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 600, color: 'text.primary' }}
        >
          <EventAvailableRounded color="primary" aria-hidden />
          {t('leave.balance.annual', { left: annual.left })}
          {annual.pending > 0 ? ` · ${t('leave.balance.pending', { pending: annual.pending })}` : ''}
        </Link>
      </CardContent>
    </Card>
  );
}
