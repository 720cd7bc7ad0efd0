import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_ACTOR_ID } from '../../shared/collect';
import { ReceiptWithOnline } from './receipt-with-online';

describe('ReceiptWithOnline', () => {
  it("shows the 'Online' badge only for what was paid online", () => {
    const { unmount } = render(
      <ReceiptWithOnline
        row={{ receiptNumber: 'RCT-000007', recordedBy: { _id: ONLINE_PAYMENT_ACTOR_ID } }}
      />,
    );
    expect(screen.getByText('RCT-000007')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    unmount();
    render(<ReceiptWithOnline row={{ receiptNumber: 'RCT-000008', recordedBy: { _id: 'user-1' } }} />);
    expect(screen.queryByText('Online')).toBeNull();
  });
});
