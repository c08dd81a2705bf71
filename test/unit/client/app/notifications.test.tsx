/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { Notifications } from '../../../../src/client/app/notifications/Notifications';
import {
  dismiss,
  notificationsSlice,
  notify,
  selectAreaNotifications,
  type Notification,
  type NotificationsRootState,
  type NotificationsState,
} from '../../../../src/client/app/notifications/notificationsSlice';
import { renderRoute } from '../harness';

const saved: Notification = { area: 'a', id: 'outcome', tone: 'success', title: 'Saved' };
const failed: Notification = { area: 'a', id: 'outcome', tone: 'error', title: 'Failed', detail: 'Failed to save: Disk full' };
const elsewhere: Notification = { area: 'b', id: 'x', tone: 'info', detail: 'Elsewhere' };

const reduce = (...actions: UnknownAction[]) => actions.reduce<NotificationsState>(notificationsSlice.reducer, {});
const titles = (state: NotificationsState, area = 'a') => (state[area] ?? []).map((n) => n.title ?? n.detail);

describe('notifications slice', () => {
  it('keeps each area apart, oldest first', () => {
    const other = { ...failed, id: 'second' };
    const state = reduce(notify(saved), notify(elsewhere), notify(other));
    expect(titles(state)).toEqual(['Saved', 'Failed']);
    expect(titles(state, 'b')).toEqual(['Elsewhere']);
  });

  it('replaces a notification of the same id in place', () => {
    const first = { ...saved, id: 'first' };
    expect(reduce(notify(saved), notify(first), notify(failed))[saved.area]).toEqual([failed, first]);
  });

  it('dismisses one by id, those under some titles, or a whole area, and no other area', () => {
    const other = { ...failed, id: 'second' };
    const state = reduce(notify(saved), notify(other), notify(elsewhere));
    expect(titles(reduce(notify(saved), notify(other), dismiss({ area: 'a', id: 'outcome' })))).toEqual(['Failed']);
    expect(titles(notificationsSlice.reducer(state, dismiss({ area: 'a', titles: ['Failed', 'Other'] })))).toEqual(['Saved']);
    const left = notificationsSlice.reducer(state, dismiss({ area: 'a' }));
    expect(left).toEqual({ b: [elsewhere] });
  });

  it('reads a quiet area as one unchanging empty list, before the slice has seen an action too', () => {
    const before = selectAreaNotifications({} as NotificationsRootState, 'a');
    expect(before).toEqual([]);
    expect(selectAreaNotifications({ notifications: reduce(notify(elsewhere)) } as NotificationsRootState, 'a')).toBe(before);
  });
});

describe('<Notifications>', () => {
  it("shows its area's notifications, each closable by its title, and only those", async () => {
    const { store, user } = renderRoute('/', <Notifications area="a" />, '/');
    act(() => {
      store.dispatch(notify({ ...saved, id: 'one' }));
      store.dispatch(notify(failed));
      store.dispatch(notify(elsewhere));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('FailedFailed to save: Disk full');
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close: Failed' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('names the close button by the text when there is no title', async () => {
    const { store, user } = renderRoute('/', <Notifications area="b" />, '/');
    act(() => void store.dispatch(notify(elsewhere)));
    await user.click(screen.getByRole('button', { name: 'Close: Elsewhere' }));
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('takes its notifications along when it leaves the screen', async () => {
    const { store, router } = renderRoute('/', <Notifications area="a" />, '/');
    act(() => {
      store.dispatch(notify(failed));
      store.dispatch(notify(elsewhere));
    });
    await act(() => router.navigate('/elsewhere'));
    expect(selectAreaNotifications(store.getState() as NotificationsRootState, 'a')).toEqual([]);
    expect(selectAreaNotifications(store.getState() as NotificationsRootState, 'b')).toEqual([elsewhere]);
  });
});
