/** html-to-pdfmake ships no types; the call used by the PDF renderer. */
declare module 'html-to-pdfmake' {
  import type { Content } from 'pdfmake/interfaces';
  export default function htmlToPdfmake(
    html: string,
    options?: { window?: unknown; removeExtraBlanks?: boolean; defaultStyles?: Record<string, unknown> },
  ): Content | Content[];
}
