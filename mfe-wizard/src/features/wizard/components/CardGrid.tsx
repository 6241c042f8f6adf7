/**
 * The `.wiz-cards` grid of a wizard page (docs/spec.md §2: the rooms of a floor, the objects of a
 * room or a list page). A short list renders every card. A long one (a floor with hundreds of
 * rooms, a room with hundreds of objects) renders only the grid rows near the viewport, with
 * @tanstack/react-virtual on the window's scroll, and keeps the list's full height with padding
 * above and below them, so opening or switching to a page costs the same however long its list is.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Lists shorter than this render every card. */
export const VIRTUAL_FROM = 60;
/** A card row's height (gap included) until the first row is measured. */
const ESTIMATED_ROW = 90;

interface CardGridProps<T> {
  items: readonly T[];
  /** The card of `item`: an `<li>` with its key. */
  children: (item: T) => ReactNode;
}

export function CardGrid<T>({ items, children }: CardGridProps<T>) {
  if (items.length < VIRTUAL_FROM) return <ul className="wiz-cards">{items.map(children)}</ul>;
  return <VirtualCardGrid items={items}>{children}</VirtualCardGrid>;
}

/** The grid as laid out: columns the CSS grid made, one row's height with its gap, its top on the page. */
interface Layout {
  columns: number;
  row: number;
  top: number;
}

function VirtualCardGrid<T>({ items, children }: CardGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<Layout>({ columns: 1, row: ESTIMATED_ROW, top: 0 });
  const rows = Math.ceil(items.length / layout.columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => layout.row,
    overscan: 3,
    scrollMargin: layout.top,
  });

  useLayoutEffect(() => {
    const element = list.current!;
    const measure = () => {
      const style = getComputedStyle(element);
      const columns = Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length);
      const card = element.firstElementChild as HTMLElement | null;
      const row = card ? card.offsetHeight + (parseFloat(style.rowGap) || 0) : ESTIMATED_ROW;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setLayout((current) =>
        current.columns === columns && current.row === row && current.top === top ? current : { columns, row, top },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // a new row height invalidates the rows measured with the old one
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.row]);

  const shown = virtualizer.getVirtualItems();
  const from = shown.length ? shown[0].index : 0;
  const to = shown.length ? shown[shown.length - 1].index + 1 : 0;
  return (
    <ul
      ref={list}
      className="wiz-cards"
      style={{ paddingTop: from * layout.row, paddingBottom: Math.max(0, rows - to) * layout.row }}
    >
      {items.slice(from * layout.columns, to * layout.columns).map(children)}
    </ul>
  );
}
