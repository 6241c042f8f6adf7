/**
 * The sweep's word check for a whole page (issue 43): no word anywhere on the page breaks inside
 * itself ("Uitvoeringsdat|um", "Compteu|rs"). Words are measured as the browser laid them out: a
 * Range over each word of each visible text node gives its line boxes (`getClientRects`); boxes
 * on more than one line are a broken word. A word may end a line after its hyphen ("Sint-|Pieters…").
 * Only a word wider than most of its region (`main`, a dialog, a landmark; an e-mail address or a
 * fingerprint on a phone) may break, as it cannot fit on any line. Text hidden from sight (a
 * visually hidden label in a 1 px clipped box) and text that is not laid out (`<option>`, scripts)
 * is left out.
 */
import type { Page } from '@playwright/test';

/** `"word" on N lines in <tag class>`: every word broken inside itself on the page. */
export const brokenWords = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const broken: string[] = [];
    const REGION = 'main, [role="dialog"], dialog, nav, header, aside, footer, [role="menu"]';
    const hidden = new Map<Element, boolean>();
    // hidden from sight: no box, or clipped to a visually hidden 1 px box, itself or an ancestor
    const isHidden = (element: Element): boolean => {
      const known = hidden.get(element);
      if (known !== undefined) return known;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const result =
        (box.width <= 1 && box.height <= 1) ||
        style.clip !== 'auto' ||
        style.visibility === 'hidden' ||
        (!!element.parentElement && element !== document.body && isHidden(element.parentElement));
      hidden.set(element, result);
      return result;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('option, script, style, noscript, textarea, svg') || isHidden(parent)) continue;
      const region = parent.closest(REGION) ?? document.body;
      const room = region.getBoundingClientRect().width * 0.8;
      for (const match of node.data.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length < 2) continue;
        const lines = new Set(rects.map((rect) => Math.round(rect.bottom))).size;
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines > 1 && width <= room) {
          const where = `${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).split(' ')[0]}` : ''}`;
          broken.push(`"${match[0]}" on ${lines} lines in ${where}`);
        }
      }
    }
    return [...new Set(broken)];
  });
