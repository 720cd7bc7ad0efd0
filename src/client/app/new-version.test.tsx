import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { describe, expect, it, vi } from 'vitest';
import { NewVersionPrompt, UPDATE_CHECK_MS } from './new-version';

// The real hook needs the build's service worker; a fake one stands for it, with the state the
// plugin's hook would hold.
function fakeRegister(needRefresh: boolean) {
  const updateServiceWorker = vi.fn(async (_reload?: boolean) => {});
  let options: RegisterSWOptions = {};
  const useRegister = (given?: RegisterSWOptions) => {
    options = given ?? {};
    return {
      needRefresh: [needRefresh, () => {}] as [boolean, (value: boolean) => void],
      offlineReady: [false, () => {}] as [boolean, (value: boolean) => void],
      updateServiceWorker,
    };
  };
  return { useRegister, updateServiceWorker, options: () => options };
}

function renderPrompt(fake: ReturnType<typeof fakeRegister>) {
  return render(
    <>
      <NewVersionPrompt useRegister={fake.useRegister} />
      <ToastContainer />
    </>,
  );
}

describe('NewVersionPrompt', () => {
  it('says nothing while the build the page opened with is the newest', async () => {
    renderPrompt(fakeRegister(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A new version is ready')).toBeNull();
  });

  it("offers 'Reload' once a new build waits, and only the button lets it take over", async () => {
    const fake = fakeRegister(true);
    renderPrompt(fake);
    expect(await screen.findByText('A new version is ready')).toBeTruthy();
    expect(fake.updateServiceWorker).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(fake.updateServiceWorker).toHaveBeenCalledWith(true));
  });

  it('looks for a new build every hour and when the app comes back to the screen, if online', () => {
    vi.useFakeTimers();
    try {
      const fake = fakeRegister(false);
      renderPrompt(fake);
      const update = vi.fn(async () => {});
      fake.options().onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration);

      vi.advanceTimersByTime(UPDATE_CHECK_MS);
      expect(update).toHaveBeenCalledTimes(1);

      document.dispatchEvent(new Event('visibilitychange'));
      expect(update).toHaveBeenCalledTimes(2);

      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      vi.advanceTimersByTime(UPDATE_CHECK_MS);
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
