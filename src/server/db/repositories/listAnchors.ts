/**
 * Rows of a list at known offsets (listPage.ts, and the sorted pages of invoiceOrder.ts), so a
 * deep page is read from the nearest one instead of walking every row before it. Each is kept
 * with the list's version it was read under; the reader checks that version with its rows.
 */
/** At most 100,000 remembered rows per repository (~15 MB), whatever searches and page sizes are asked for. */
const ANCHORED_LISTS_MAX = 1000;
const ANCHORS_PER_LIST_MAX = 100;

/** The rows of pages served, by list, under the list's latest version seen. */
export function createAnchors<Anchor extends { offset: number }>() {
  const anchors = new Map<string, { version: number; byOffset: Map<number, Anchor> }>();
  return {
    /** The known row at or closest before `offset`, with the list's version it was read under. */
    nearest(listKey: string, offset: number): { anchor: Anchor; version: number } | undefined {
      const known = anchors.get(listKey);
      if (!known) return undefined;
      let nearest: Anchor | undefined;
      for (const anchor of known.byOffset.values()) {
        if (anchor.offset <= offset && (!nearest || anchor.offset > nearest.offset)) nearest = anchor;
      }
      return nearest && { anchor: nearest, version: known.version };
    },

    /**
     * A page read by `read` from the nearest remembered row, and again from the list's start when
     * the version the rows carry (`versionOf`) is not the one that row was read under; the page's
     * first and last rows are remembered under that version (`at` makes a row at an offset into one).
     */
    async readPage<Row>(
      listKey: string,
      offset: number,
      read: (anchor: Anchor | undefined) => Promise<Row[]>,
      versionOf: (rows: Row[]) => number | undefined,
      at: (row: Row, offset: number) => Anchor,
    ): Promise<Row[]> {
      const seen = offset > 0 ? this.nearest(listKey, offset) : undefined;
      let rows = await read(seen?.anchor);
      if (seen && versionOf(rows) !== seen.version) rows = await read(undefined);
      const version = versionOf(rows);
      const first = rows[0];
      const last = rows.at(-1);
      if (offset > 0 && first && last && version !== undefined) this.remember(listKey, version, [at(first, offset), at(last, offset + rows.length - 1)]);
      return rows;
    },

    remember(listKey: string, version: number, found: Anchor[]): void {
      let known = anchors.get(listKey);
      if (known?.version !== version) {
        if (anchors.size >= ANCHORED_LISTS_MAX) anchors.clear();
        known = { version, byOffset: new Map() };
        anchors.set(listKey, known);
      }
      if (known.byOffset.size >= ANCHORS_PER_LIST_MAX) known.byOffset.clear();
      for (const anchor of found) known.byOffset.set(anchor.offset, anchor);
    },
  };
}
