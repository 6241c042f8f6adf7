/**
 * The compared items as a list that renders only the rows near the viewport
 * (@tanstack/react-virtual on the window's scroll, each row measured as rendered), so a comparison
 * of a thousand items opens and filters as fast as a short one (docs/product.md "Entry against
 * exit", the screen). Rows are absolutely placed inside a list as tall as all of them.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ComparedItem } from 'shared-api/contract';
import { ComparedRow, type PhotoRef } from './ComparedRow';

/** A row's height (gap included) until it is measured, in px. */
const ESTIMATED_ROW = 220;
/** Gap between rows, in px. */
const GAP = 12;

interface ComparedListProps {
  items: readonly ComparedItem[];
  /** The list's accessible name. */
  label: string;
  onPhoto: (photo: PhotoRef) => void;
  onAddDamage: (item: ComparedItem) => void;
}

/** The virtual list of `items` in the given order (docs/product.md "Entry against exit", the screen). */
export function ComparedList({ items, label, onPhoto, onAddDamage }: ComparedListProps) {
  const list = useRef<HTMLUListElement>(null);
  const [top, setTop] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 4,
    gap: GAP,
    scrollMargin: top,
    getItemKey: (index) => items[index].uuid,
  });

  useLayoutEffect(() => {
    const measure = () => setTop(list.current!.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  return (
    <ul ref={list} className="cmp-list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <ComparedRow
          key={row.key}
          ref={virtualizer.measureElement}
          item={items[row.index]}
          index={row.index}
          total={items.length}
          onPhoto={onPhoto}
          onAddDamage={onAddDamage}
          style={{ transform: `translateY(${row.start - top}px)` }}
        />
      ))}
    </ul>
  );
}
