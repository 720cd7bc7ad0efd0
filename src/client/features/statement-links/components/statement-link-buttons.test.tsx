import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../shared/paths';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { renderApp, testProfile } from '../../../test/render';
import { STATEMENT_LINK_TEXTS, StatementLinkButtons } from './statement-link-buttons';

const LINK = 'https://rent.example.com/s/first-token';
const NEW_LINK = 'https://rent.example.com/s/second-token';

/** After the render: user-event puts its own clipboard in place when it is set up. */
function stubClipboard() {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => vi.unstubAllGlobals());

describe('Copy link and New link (docs/collect.md §1)', () => {
  it('copies the record’s link and says so', async () => {
    mockFetch({ [`POST ${api.tenancyStatementLink('rec-1')}`]: { body: { url: LINK } } });
    const { user } = renderApp(<StatementLinkButtons kind="rent" recordId="rec-1" />, {
      profile: testProfile({ role: 'Staff' }),
    });
    const writeText = stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await screen.findByText(STATEMENT_LINK_TEXTS.copied)).toBeTruthy();
    // Staff copy a link but do not replace it.
    expect(screen.queryByRole('button', { name: 'New link' })).toBeNull();
  });

  it('asks before a new link, saying the old one stops working, then copies the new one', async () => {
    const fetchMock = mockFetch({
      [`POST ${api.renewContractStatementLink('con-1')}`]: { body: { url: NEW_LINK } },
    });
    const { user } = renderApp(<StatementLinkButtons kind="hire" recordId="con-1" />, {
      profile: testProfile({ role: 'Manager' }),
    });
    const writeText = stubClipboard();
    await user.click(screen.getByRole('button', { name: 'New link' }));
    expect(screen.getByText(STATEMENT_LINK_TEXTS.confirmRenew)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.renewContractStatementLink('con-1'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Make new link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_LINK));
    expect(await screen.findByText(STATEMENT_LINK_TEXTS.renewed)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', api.renewContractStatementLink('con-1'))).toHaveLength(1);
  });
});
