import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../test/viewport';
import { FirstFew } from './first-few';
import { FoldingSection } from './folding-section';

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('FoldingSection', () => {
  it('is a named region whose header button folds and opens it, with its count', async () => {
    const onToggle = vi.fn();
    render(
      <FoldingSection title="Odometer" count={3} onToggle={onToggle}>
        <p>Readings</p>
      </FoldingSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Odometer 3' });
    expect(screen.getByRole('region', { name: 'Odometer 3' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Odometer 3' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Readings')).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(String(toggle.getAttribute('aria-controls')))?.hidden).toBe(true);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it("with defaultOpen 'desktop' is open on a wide screen and folded on a phone", () => {
    const { unmount } = render(
      <FoldingSection title="Counts" defaultOpen="desktop">
        <p>Tiles</p>
      </FoldingSection>,
    );
    expect(screen.getByRole('button', { name: 'Counts' }).getAttribute('aria-expanded')).toBe('true');
    unmount();
    setViewportWidth(PHONE_WIDTH);
    render(
      <FoldingSection title="Counts" defaultOpen="desktop">
        <p>Tiles</p>
      </FoldingSection>,
    );
    expect(screen.getByRole('button', { name: 'Counts' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Tiles').closest('[hidden]')).not.toBeNull();
  });
});

describe('FirstFew', () => {
  const list = (shown: readonly number[]) => (
    <ul aria-label="Numbers">
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );

  it("shows the first few, then all after 'Show all N'", async () => {
    render(
      <FirstFew items={[1, 2, 3, 4, 5]} first={2} noun="numbers">
        {list}
      </FirstFew>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 5 numbers' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('has no button when all fit, and folds only on a phone when phoneOnly', () => {
    const { unmount } = render(
      <FirstFew items={[1, 2, 3]} first={2} phoneOnly>
        {list}
      </FirstFew>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    unmount();
    render(
      <FirstFew items={[1, 2]} first={2}>
        {list}
      </FirstFew>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
