import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { BannerTone } from '../../ui/Banner';
import { rootReducer, type RootState } from '../store';

/** One message of the app's one notification mechanism: an outcome or a failure of SPEC.md section 8. */
export interface Notification {
  /** The part of a screen that shows it: where that screen places <Notifications area>. */
  area: string;
  /**
   * A notification with the id of one already shown replaces it in place: an area that shows
   * one outcome at a time gives all of them one id; a message keyed by its text shows once.
   */
  id: string;
  tone: BannerTone;
  title?: string;
  detail?: string;
}

/** Takes down the area's notifications that match: one by its id, those under some titles, or all. */
export interface DismissFilter {
  area: string;
  id?: string;
  titles?: readonly string[];
}

/** Per area, oldest first. */
export type NotificationsState = Partial<Record<string, Notification[]>>;

const NONE: readonly Notification[] = [];

const matches = ({ id, titles }: DismissFilter) => (notification: Notification) =>
  (id === undefined || notification.id === id) && (titles === undefined || titles.includes(notification.title ?? ''));

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: {} as NotificationsState,
  reducers: {
    notify(state, { payload }: PayloadAction<Notification>) {
      const shown = (state[payload.area] ??= []);
      const at = shown.findIndex((notification) => notification.id === payload.id);
      if (at < 0) shown.push(payload);
      else shown[at] = payload;
    },
    dismiss(state, { payload }: PayloadAction<DismissFilter>) {
      const gone = matches(payload);
      const kept = (state[payload.area] ?? []).filter((notification) => !gone(notification));
      if (kept.length > 0) state[payload.area] = kept;
      else delete state[payload.area];
    },
  },
  selectors: {
    // One empty list for every quiet area, so a component that reads one does not render again for nothing.
    selectAreaNotifications: (state, area: string): readonly Notification[] => state[area] ?? NONE,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;

/** Injected by the first lazily loaded screen that notifies, so the login screen's bundle never carries it. */
export const injectedNotificationsSlice = notificationsSlice.injectInto(rootReducer);
export const { selectAreaNotifications } = injectedNotificationsSlice.selectors;

/** The app state once a screen has injected this slice (the app's RootState does not know it). */
export type NotificationsRootState = RootState & { notifications?: NotificationsState };
export const useNotificationsSelector = useSelector.withTypes<NotificationsRootState>();
