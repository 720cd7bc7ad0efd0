import { Link } from 'react-router';
import { routes } from '../../shared/paths';
import { buttonClass } from '../components/ui/button';

export function NotFoundScreen() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-gray-900">Page not found</h1>
      <p className="text-sm text-gray-700">The page you asked for does not exist or has moved.</p>
      <Link to={routes.home} className={buttonClass('primary')}>
        Go to the home page
      </Link>
    </main>
  );
}
