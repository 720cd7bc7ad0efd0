import { Building2, Car } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../../../shared/paths';

const SERVICES = [
  { label: 'Apartment Management', to: routes.apartmentsDashboard, icon: Building2 },
  { label: 'Car Rental Management', to: routes.vehiclesDashboard, icon: Car },
];

/** /home: pick a module. */
export function LandingScreen() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center py-6 text-center sm:py-12">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">Welcome to Your Property Manager</h1>
      <p className="mt-3 max-w-xl text-base text-gray-700">
        Choose which service you&apos;d like to manage today. Everything is just a click away.
      </p>
      <div className="mt-8 grid w-full gap-4 sm:grid-cols-2">
        {SERVICES.map(({ label, to, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex min-h-32 flex-col items-center justify-center gap-3 rounded-lg border border-gray-200 bg-white p-6 text-lg font-semibold text-gray-900 shadow-sm transition hover:border-blue-600 hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <Icon className="size-10 text-blue-700" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </div>
    </div>
  );
}
