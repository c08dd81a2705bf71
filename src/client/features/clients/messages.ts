import { dismiss, notify } from '../../app/notifications/notificationsSlice';
import type { BannerTone } from '../../ui/Banner';
import { failureDetail } from './clientFields';

/** SPEC.md sections 5 and 8, word for word. */
export const CLIENT_MESSAGES = {
  created: 'Client created successfully!',
  updated: 'Client updated successfully!',
  deleted: 'Client deleted successfully!',
  fetchFailed: 'Failed to fetch clients',
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  deleteFailed: 'Failed to delete client',
  confirmDelete: 'Are you sure you want to delete this client? This cannot be undone.',
} as const;

export const CLIENTS_AREA = 'clients';

/** The screen's one notification: every outcome shares one id, so the latest replaces the one before. */
export const outcome = (tone: Extract<BannerTone, 'success' | 'error'>, title: string, detail?: string) => notify({ area: CLIENTS_AREA, id: 'outcome', tone, title, detail });

export const succeeded = (title: string) => outcome('success', title);

export const failed = (title: string, error: unknown) => outcome('error', title, failureDetail(error));

/** Loaded after all (Try again): the load failure no longer holds; other outcomes stay. */
export const loadFailureResolved = () => dismiss({ area: CLIENTS_AREA, titles: [CLIENT_MESSAGES.fetchFailed] });
