import { lazy } from 'react';
import { HrConsole } from '../features/hr/hr-routes';

const ReviewQueue = lazy(async () => ({
  default: (await import('../features/review/components/review-queue')).ReviewQueue,
}));

/** The console's screens of other features, composed here (each loads when it is opened). */
const screens = [['hrReview', ReviewQueue]] as const;

/** The HR console composed by the app: its own screens, and the review of flagged clock-ins (issue 29). */
export function HrConsoleRoute() {
  return <HrConsole screens={screens} />;
}
