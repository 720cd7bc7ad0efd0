import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsAppLink } from './whatsapp-link';

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
});
