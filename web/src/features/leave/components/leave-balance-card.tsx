import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLeaveBalances } from '../api/use-leave-balances';

/** The person's balance of each leave type that has one: what is left, and what pending requests hold. */
export function LeaveBalanceCard() {
  const { t } = useTranslation();
  const { data } = useLeaveBalances();
  const balances = data?.leaveBalances ?? [];
  if (balances.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="leave-balance-title">
      <CardContent>
        <Typography id="leave-balance-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('leave.balance.title')}
        </Typography>
        <Stack spacing={0.5}>
          {balances.map((row) => (
            <Stack
              key={row.type}
              direction="row"
              sx={{ justifyContent: 'space-between' }}
              aria-label={t('leave.balance.line', { type: row.type, left: row.left })}
            >
              <Typography variant="body2">{row.type}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('leave.balance.left', { left: row.left })}
                {row.pending > 0 ? ` · ${t('leave.balance.pending', { pending: row.pending })}` : ''}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
