import { ReviewEntry } from '../features/review/components/review-entry';
import { TeamScreen } from '../features/team/components/team-screen';

/** /team composed by the app: the way to the flagged clock-ins belongs to the review feature (issue 29). */
export function TeamRoute() {
  return <TeamScreen reviewEntry={<ReviewEntry />} />;
}
