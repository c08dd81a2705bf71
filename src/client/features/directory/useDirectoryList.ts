import { useCallback, useState } from 'react';

/** Rows a page: a screen of them at 1080p, with room for a property's units opened below one. */
export const DIRECTORY_PAGE_SIZE = 25;

/** A tab's search and page; a new search starts at the first page. */
export function useDirectoryList() {
  const [search, setSearchTerm] = useState('');
  const [page, setPage] = useState(1);
  const setSearch = useCallback((term: string) => {
    setSearchTerm(term);
    setPage(1);
  }, []);
  return { search, page, setPage, setSearch };
}

export type DirectoryList = ReturnType<typeof useDirectoryList>;

/** A page past the end (its last rows deleted, or a shorter search) shows the last one there is. */
export const pageInRange = (page: number, totalPages: number) => Math.min(page, Math.max(1, totalPages));
