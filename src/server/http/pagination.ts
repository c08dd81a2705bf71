import type { PageInfo } from '../../shared/contract/pagination';

export interface PageRequest {
  page: number;
  limit: number;
}

export function offsetOf({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/** An empty list still has one (empty) page, so "Page 1 of 1" never reads "of 0". */
export function pageInfo(total: number, { page, limit }: PageRequest): PageInfo {
  return { total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
