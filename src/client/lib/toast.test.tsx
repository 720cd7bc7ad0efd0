import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

describe('toast', () => {
  it('keeps a toast fired before the container is mounted and shows it once it mounts', async () => {
    toast.success('Payment saved');
    // Nothing shows it yet: the app mounts the container after its first screen (providers.tsx).
    expect(screen.queryByText('Payment saved')).toBeNull();
    await act(async () => {
      render(<ToastContainer />);
    });
    expect(await screen.findByText('Payment saved')).toBeTruthy();
  });

  it('keeps a toast whose library did not come (offline) and shows it when it comes', async () => {
    // A fresh copy of the module: the test above has loaded react-toastify in this one.
    vi.resetModules();
    const fresh = await import('./toast');
    let offline = true;
    const real = () => import('react-toastify');
    fresh.setToastifyImportForTests(() =>
      offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real(),
    );
    fresh.toast.error('Saved on this phone');
    // The failed import settles without throwing; the toast waits.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fresh.loadedToasts()).toBeUndefined();
    offline = false;
    window.dispatchEvent(new Event('online'));
    const { ToastContainer: Container } = await real();
    await act(async () => {
      render(<Container />);
    });
    expect(await screen.findByText('Saved on this phone')).toBeTruthy();
  });
});
