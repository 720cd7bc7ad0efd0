import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
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
});
