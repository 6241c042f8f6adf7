/**
 * The sweep's table checks (issue 23): in every table on a page, no word is broken inside itself
 * ("Bondge notenla an", "20/ 11/ 202 6") and no cell is narrower than its longest word. Words are
 * measured as the browser laid them out: a Range over each word of each text node gives its line
 * boxes (`getClientRects`); more than one line is a broken word, and a word wider than the cell's
 * content box is a squeezed cell. A word may end a line after its hyphen ("Sint-|Pieters…").
 * Text hidden from sight (a visually hidden label in a 1 px clipped box) or out of the cell's flow
 * (a menu opened from it) is left out.
 */
import type { Page } from '@playwright/test';

export interface TableWordProblems {
  /** `"word" (N px) in a cell of M px`: cells narrower than their longest word. */
  narrow: string[];
  /** `"word" on N lines`: words broken inside themselves. */
  broken: string[];
}

export const tableWordProblems = (page: Page): Promise<TableWordProblems> =>
  page.evaluate(() => {
    const narrow: string[] = [];
    const broken: string[] = [];
    // text the cell does not lay out: hidden from sight, or in a box taken out of the cell's flow
    // (a menu or popover opened from it)
    const notInCell = (element: Element, cell: Element) => {
      for (let current: Element | null = element; current && current !== cell; current = current.parentElement) {
        const box = current.getBoundingClientRect();
        const style = getComputedStyle(current);
        if (box.width <= 1 || box.height <= 1 || style.clip !== 'auto') return true;
        if (style.position === 'absolute' || style.position === 'fixed') return true;
      }
      return false;
    };
    for (const cell of document.querySelectorAll('table td, table th')) {
      const style = getComputedStyle(cell);
      if (cell.getBoundingClientRect().width <= 1 || style.clip !== 'auto') continue;
      const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      let longest = { word: '', width: 0 };
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.parentElement || notInCell(node.parentElement, cell)) continue;
        for (const match of node.data.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (!rects.length) continue;
          const lines = new Set(rects.map((rect) => Math.round(rect.bottom))).size;
          if (lines > 1) broken.push(`"${match[0]}" on ${lines} lines`);
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (width > longest.width) longest = { word: match[0], width };
        }
      }
      if (longest.width > room + 1)
        narrow.push(`"${longest.word}" (${Math.round(longest.width)} px) in a cell of ${Math.round(room)} px`);
    }
    return { narrow, broken };
  });
