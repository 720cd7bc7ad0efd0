import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_WAIT_MS, WhatsAppLink } from './whatsapp-link';

describe('WhatsAppLink', () => {
  it('opens a chat with the phone’s digits and the message typed in, in a new tab', () => {
    render(
      <WhatsAppLink phone="+233 24 111 2233" text="Hello Ama, rent & water: ₵1,200.00?" label="WhatsApp Ama">
        WhatsApp
      </WhatsAppLink>,
    );
    const link = screen.getByRole('link', { name: 'WhatsApp Ama' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/233241112233');
    expect(href.searchParams.get('text')).toBe('Hello Ama, rent & water: ₵1,200.00?');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('WhatsApp');
  });

  it('says WhatsApp by default and takes its own text', () => {
    const { rerender } = render(<WhatsAppLink phone="0241112233" text="Hi" />);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/233241112233?text=Hi',
    );
    rerender(
      <WhatsAppLink phone="0241112233" text="Hi">
        Share on WhatsApp
      </WhatsAppLink>,
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeTruthy();
  });

  it('draws nothing without a phone number', () => {
    const { container } = render(
      <>
        <WhatsAppLink phone="" text="Hi" />
        <WhatsAppLink phone={null} text="Hi" />
        <WhatsAppLink phone={undefined} text="Hi" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  describe('with a fuller text asked for on the click', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });
    const openedTab = () => {
      const tab = { opener: {} as unknown, location: { href: '' } };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      return { tab, open };
    };

    it('opens the tab within the click and sends it to WhatsApp with the fuller text', async () => {
      const { tab, open } = openedTab();
      render(
        <WhatsAppLink phone="0241112233" text="Hi" fullText={async () => 'Hi, see https://x.test/s/abc'} />,
      );
      fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      await waitFor(() =>
        expect(new URL(tab.location.href).searchParams.get('text')).toBe('Hi, see https://x.test/s/abc'),
      );
    });

    it('sends the plain text when the fuller one fails or does not come in time', async () => {
      const failing = openedTab();
      const { unmount } = render(
        <WhatsAppLink phone="0241112233" text="Hi" fullText={() => Promise.reject(new Error('offline'))} />,
      );
      fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
      await waitFor(() => expect(failing.tab.location.href).toBe('https://wa.me/233241112233?text=Hi'));
      unmount();
      vi.restoreAllMocks();

      vi.useFakeTimers();
      const slow = openedTab();
      render(<WhatsAppLink phone="0241112233" text="Hi" fullText={() => new Promise(() => {})} />);
      fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
      await vi.advanceTimersByTimeAsync(LINK_WAIT_MS);
      expect(slow.tab.location.href).toBe('https://wa.me/233241112233?text=Hi');
    });

    it('follows the plain link where no tab can be opened (a blocked pop-up)', () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      render(<WhatsAppLink phone="0241112233" text="Hi" fullText={async () => 'never used'} />);
      // Seen after the link's own handler, then stopped here: the test page never leaves.
      let preventedByTheLink: boolean | undefined;
      const stop = (event: Event) => {
        preventedByTheLink = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', stop);
      fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
      window.removeEventListener('click', stop);
      expect(preventedByTheLink).toBe(false);
    });
  });
});
