import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../../shared/constants';
import { queryClient as appQueryClient, refreshOnDataChanges } from '../lib/query-client';

/**
 * Query cache and toasts (top right, 3000 ms unless a toast asks for longer). While mounted, the
 * client refreshes whatever data each write's answer says it changed.
 */
export function Providers({
  children,
  client = appQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  useEffect(() => refreshOnDataChanges(client), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_MS.short} newestOnTop closeOnClick />
    </QueryClientProvider>
  );
}
