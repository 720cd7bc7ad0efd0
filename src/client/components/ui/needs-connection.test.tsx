import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../lib/api-client';
import { NEEDS_CONNECTION, NEEDS_CONNECTION_ID, reportAnswer } from '../../lib/connection';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { ExportButton } from './export-button';
import { LinkButton } from './link-button';
import { DeleteIconButton, EditIconButton } from './row-buttons';

function Actions() {
  return (
    <div>
      <ExportButton url="/api/payments/export" fileName="Payments_List.xlsx">
        Export Payments
      </ExportButton>
      <EditIconButton label="Edit Ama Mensah" onClick={() => undefined} />
      <DeleteIconButton label="Delete Ama Mensah" onClick={() => undefined} />
      <Button variant="danger">Delete</Button>
      <Button variant="secondary">Print</Button>
      <LinkButton to="/apartments/tenant/edit/t1" variant="secondary" needsServer>
        Edit
      </LinkButton>
      <LinkButton to="/apartments/tenant/t1">Open</LinkButton>
    </div>
  );
}

const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('actions that need the server', () => {
  it('are enabled online, and disabled offline with the reason, coming back with the connection', async () => {
    renderApp(<Actions />);
    expect(isDisabled('Export Payments')).toBe(false);
    expect(isDisabled('Edit Ama Mensah')).toBe(false);
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();

    act(() => onlineManager.setOnline(false));
    for (const name of ['Export Payments', 'Edit Ama Mensah', 'Delete Ama Mensah', 'Delete', 'Edit']) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled, name).toBe(true);
      expect(button.getAttribute('title'), name).toContain(NEEDS_CONNECTION);
      expect(button.getAttribute('aria-describedby'), name).toBe(NEEDS_CONNECTION_ID);
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    // What only reads stays: printing, and opening a page.
    expect(isDisabled('Print')).toBe(false);
    expect(screen.getByRole('link', { name: 'Open' })).toBeTruthy();

    act(() => onlineManager.setOnline(true));
    expect(isDisabled('Export Payments')).toBe(false);
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it("disable a confirmation's Delete or Void offline", () => {
    renderApp(
      <ConfirmDialog
        open
        message="Void this remittance?"
        confirmText="Void"
        tone="primary"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(isDisabled('Void')).toBe(false);
    act(() => onlineManager.setOnline(false));
    expect(isDisabled('Void')).toBe(true);
    expect(isDisabled('Cancel')).toBe(false);
  });
});

describe('the offline state', () => {
  it('turns offline when a request gets no answer, and online at the next answer', async () => {
    mockFetch({ 'GET /api/health': { body: { status: 'ok' } } });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/tenancies')).rejects.toMatchObject({ status: 0 });
    expect(onlineManager.isOnline()).toBe(false);
    await apiGet('/api/health');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a request aborted on purpose says nothing about the connection', async () => {
    const controller = new AbortController();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(apiGet('/api/tenancies', { signal: controller.signal })).rejects.toThrow();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('stays offline while the browser says so, whatever answers', () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportAnswer();
    expect(onlineManager.isOnline()).toBe(false);
  });
});
