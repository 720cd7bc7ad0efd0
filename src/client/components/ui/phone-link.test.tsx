import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink, telHref } from './phone-link';

describe('PhoneLink', () => {
  it('calls the number in E.164 with a tap, shown formatted, a WhatsApp chat with it beside', () => {
    render(<PhoneLink phone="+233241112233" name="Ama Mensah" />);
    const call = screen.getByRole('link', { name: '+233 24 111 2233' });
    expect(call.getAttribute('href')).toBe('tel:+233241112233');
    expect(call.getAttribute('title')).toBe('Call Ama Mensah');
    // A 40 px tap target (docs/design.md): min-h-10 on the call link, size-10 on the WhatsApp icon.
    expect(call.className).toContain('min-h-10');
    const chat = screen.getByRole('link', { name: 'WhatsApp Ama Mensah' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/233241112233');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.className).toContain('size-10');
  });

  it('takes the screen’s own WhatsApp link in the slot, or none', () => {
    const { rerender } = render(
      <PhoneLink phone="0241112233" whatsApp={<a href="https://wa.me/233241112233?text=Hi">Remind</a>} />,
    );
    expect(screen.getByRole('link', { name: '+233 24 111 2233' }).getAttribute('href')).toBe(
      'tel:+233241112233',
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '+233 24 111 2233',
      'Remind',
    ]);
    rerender(<PhoneLink phone="0241112233" whatsApp={false} compact />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link').className).toContain('text-sm');
  });

  it('shows the fallback without a phone', () => {
    const { container, rerender } = render(<PhoneLink phone={null} />);
    expect(container.textContent).toBe('—');
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<PhoneLink phone="" fallback={null} />);
    expect(container.textContent).toBe('');
  });

  it('makes E.164 of stored and locally typed numbers', () => {
    expect(telHref('+233 24 111 2233')).toBe('tel:+233241112233');
    expect(telHref('024 111 2233')).toBe('tel:+233241112233');
    expect(telHref('00233241112233')).toBe('tel:+233241112233');
    expect(telHref('  ')).toBeNull();
    expect(telHref(undefined)).toBeNull();
  });
});
