import { render, screen } from '@testing-library/react';
import { CardGrid, VIRTUAL_FROM } from './CardGrid';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Slaapkamer ${index + 1}`);
const grid = (items: string[]) => (
  <CardGrid items={items}>
    {(name) => (
      <li key={name} className="wiz-card">
        {name}
      </li>
    )}
  </CardGrid>
);

describe('the card grid of a wizard page', () => {
  // jsdom has no layout: the grid measures nothing and the window never scrolls
  beforeAll(() => {
    window.scrollTo = () => undefined;
    globalThis.ResizeObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it('shows every card of a short list', () => {
    render(grid(names(VIRTUAL_FROM - 1)));
    expect(screen.getAllByRole('listitem')).toHaveLength(VIRTUAL_FROM - 1);
  });

  it('shows only the first cards of a long list, in order, keeping the room for the rest', () => {
    render(grid(names(500)));
    const shown = screen.getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(50);
    expect(shown.map((card) => card.textContent)).toEqual(names(shown.length));
    expect(parseFloat(screen.getByRole('list').style.paddingBottom)).toBeGreaterThan(0);
  });
});
