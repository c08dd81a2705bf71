import { useEffect } from 'react';

/** Sets the document title so browser tabs and history read well. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Smart Bill Entry`;
  }, [title]);
}
