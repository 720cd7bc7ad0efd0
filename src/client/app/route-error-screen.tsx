import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { routes } from '../../shared/paths';
import { Button, buttonClass } from '../components/ui/button';
import { NotFoundScreen } from './not-found-screen';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) {
    // A screen's code failed to download (new deployment, lost connection).
    if (/dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)) {
      return 'Part of the application could not be loaded. Check your connection and reload the page.';
    }
    return error.message;
  }
  return 'Something went wrong.';
}

/** The router's error element: 'Unexpected Application Error!' with a short message and a Reload button. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <main className="mx-auto flex max-w-lg flex-col items-start gap-4 p-6">
      <h1 className="text-2xl font-semibold text-gray-900">Unexpected Application Error!</h1>
      <p className="break-words text-sm text-gray-700">{describe(error)}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to={routes.home} className={buttonClass('secondary')} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
