import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { ReviewQueue } from './review-queue';

/** /team/review (a supervisor): their team's flagged clock-ins to accept or reject (issue 29). */
export function TeamReviewScreen() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('time.review.title')} backTo={paths.team.href()}>
      <ReviewQueue />
    </PageLayout>
  );
}
