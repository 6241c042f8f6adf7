/**
 * Server-side sanitizing of the rich-text fields of document configurations (docs/spec.md §3). The
 * allowlist matches what the shared-ui rich-text editor produces (paragraphs, headings, bold,
 * italic, underline, lists, block quotes, line breaks and http/https/mailto links); everything
 * else, scripts and `javascript:` links included, is removed.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Returns `html` with only allowlisted tags and attributes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
