import { HomeScreen } from '../features/home/components/home-screen';

/**
 * Home composed by the app: the Request button's correction modal belongs to another feature,
 * so it is handed in here rather than imported by Home.
 */
export function HomeRoute() {
  return <HomeScreen />;
}
