import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is clickable and shows its text when idle', async () => {
    const onClick = vi.fn();
    render(
      <Button busyText="Saving Changes..." onClick={onClick}>
        Save Update
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Update' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the busy text and ignores clicks while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyText="Saving Changes..." onClick={onClick}>
        Save Update
      </Button>,
    );
    expect(screen.queryByRole('button', { name: 'Save Update' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Saving Changes...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its text when busy without a busy text', () => {
    render(<Button busy>Delete</Button>);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
