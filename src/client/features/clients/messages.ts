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

/** The one outcome the screen shows at a time, until it is closed or replaced. */
export interface Notice {
  tone: Extract<BannerTone, 'success' | 'error'>;
  title: string;
  detail?: string;
}

export type Notify = (notice: Notice) => void;

export const succeeded = (title: string): Notice => ({ tone: 'success', title });

export const failed = (title: string, error: unknown): Notice => ({ tone: 'error', title, detail: failureDetail(error) });
