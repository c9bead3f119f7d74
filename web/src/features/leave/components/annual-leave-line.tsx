import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import CardActionArea from '@mui/material/CardActionArea';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLeaveBalances } from '../api/use-leave-balances';

/**
 * Home's line: what is left of annual leave (pending requests taken off) of its balance, opening
 * the leave screen. Nothing while it loads, when it fails (the leave screen says why) or for a
 * company whose policies give no annual balance.
 */
export function AnnualLeaveLine() {
  const { t } = useTranslation();
  const { data } = useLeaveBalances();
  const annual = data?.leaveBalances.find((row) => row.kind === 'annual');
  if (!annual) return null;
  return (
    <Card component="section">
      <CardActionArea component={RouterLink} to={paths.leave.href()} sx={{ px: 2, py: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <EventAvailableRounded color="primary" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('leave.balance.annual', { left: annual.left, balance: annual.balance })}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
