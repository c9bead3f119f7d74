import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS = { needs_review: 'warning', accepted: 'success', rejected: 'error' } as const;
type Review = keyof typeof COLOURS;
const isReview = (value: string | null | undefined): value is Review => value != null && Object.hasOwn(COLOURS, value);

/**
 * Where a flagged clocking stands (issue 29): "Under review" while a supervisor or HR looks at it,
 * then the outcome. Nothing for a record nothing flagged.
 */
export function ReviewChip({ review }: { review: string | null | undefined }) {
  const { t } = useTranslation();
  if (!isReview(review)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[review]}
      label={t(`attendance.review.${review}`)}
      sx={{ alignSelf: 'flex-start', my: 0.25 }}
    />
  );
}

/** The stamp of a day that says most: rejected, then under review, then accepted. */
export function dayReview(reviews: (string | null | undefined)[]): string | null {
  return (['rejected', 'needs_review', 'accepted'] as const).find((status) => reviews.includes(status)) ?? null;
}
