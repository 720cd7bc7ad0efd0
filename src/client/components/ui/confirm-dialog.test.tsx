import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(open = true) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <>
      <button type="button">Outside</button>
      <ConfirmDialog
        open={open}
        message="Are you sure you want to delete this record?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>,
  );
  return { ...view, onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is a labelled modal dialog showing the question, with the focus on Cancel', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Are you sure you want to delete this record?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('calls onConfirm when confirmed', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the focus inside while tabbing', async () => {
    const { user } = setup();
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('renders nothing while closed', () => {
    setup(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
