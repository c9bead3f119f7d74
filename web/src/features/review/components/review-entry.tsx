import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useClockingReviews } from '../api/use-review';

/**
 * The supervisor's way to their team's flagged clock-ins (issue 29), with how many wait; it reads
 * the review screen's own first list, so opening the screen draws at once from the cache.
 */
export function ReviewEntry() {
  const { t } = useTranslation();
  const waiting = useClockingReviews('needs_review').data?.clockingReviews.length ?? 0;
  return (
    <Button
      component={RouterLink}
      to={paths.teamReview.href()}
      variant={waiting > 0 ? 'contained' : 'outlined'}
      color={waiting > 0 ? 'warning' : 'primary'}
      startIcon={<FactCheckRounded />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {waiting > 0 ? t('time.review.openCount', { count: waiting }) : t('time.review.open')}
    </Button>
  );
}
