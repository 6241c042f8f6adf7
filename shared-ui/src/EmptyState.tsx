/** Empty state of a list (docs/spec.md §2, §8: "Deze pagina is leeg." plus a page-specific note). */
import type { ReactNode } from 'react';

export function EmptyState({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <div className="bo-empty" role="status">
      <p className="bo-empty__title">{title}</p>
      {text && <p className="bo-muted">{text}</p>}
    </div>
  );
}
