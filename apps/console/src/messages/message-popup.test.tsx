import { endpoints } from '@adconsole/api-client/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter } from 'react-router';
import { renderAnswering } from '../lib/testing/answering-server';
import { MessagePopup } from './message-popup';

const newest = {
  id: 7,
  msgType: 3,
  introducecn: '预警',
  introducetw: '預警',
  introduceen: 'The balance of adc-demo-01 is used up.',
  createdTime: '2026-11-20 14:30:00',
  popupCount: 0,
  isRead: false,
};

/** The shell's pop-up at `path`, over a server whose newest message never popped up. */
function openAt(path: string) {
  renderAnswering(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/home">Home</Link>
      <MessagePopup />
    </MemoryRouter>,
    endpoints.newestMessage,
    200,
    { code: 200, msg: 'Success', data: newest },
    new Map([[endpoints.addPopupCount, null]]),
  );
}

afterEach(() => localStorage.clear());

// The new-message pop-up (docs/requirements.md#messages) pops up over any page but the message centre's.
describe('MessagePopup', () => {
  it('pops the newest message up over the home page', async () => {
    openAt('/home');
    expect(await screen.findByRole('dialog', { name: 'New message' })).toHaveTextContent(
      'The balance of adc-demo-01 is used up.',
    );
  });

  it('does not pop up over the message list that shows the message, nor once the user leaves it', async () => {
    openAt('/messageCenter/list');
    // The look at the newest message is made: let it answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
