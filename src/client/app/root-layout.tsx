import { Outlet, useNavigation } from 'react-router';

/** Every screen: a thin progress bar while the next screen's code or data loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <div className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-blue-600" aria-hidden="true" />
      ) : null}
      <Outlet />
    </>
  );
}
