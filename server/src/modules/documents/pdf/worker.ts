/**
 * Entry of the PDF worker pool (piscina): fits the photos to the document's size budget, then
 * renders one document model per task (a report's or a settlement) off the request thread, so a big PDF never stalls other
 * requests. Progress (0..1) goes to `port`.
 */
import type { MessagePort } from 'node:worker_threads';
import type { DocumentModel } from '../model-types';
import { renderDocument } from './render-document';
import { renderSettlement } from './settlement';
import { fitPhotos } from './photo-budget';

export interface PdfTask {
  /** The model with its images copied into `workDir` (model.ts `copyImages`). */
  model: DocumentModel;
  /** A private folder for derived files, removed by the caller. */
  workDir: string;
  port?: MessagePort;
}

export default async function render({ model, workDir, port }: PdfTask) {
  try {
    const fitted = await fitPhotos(model, workDir);
    const renderModel = fitted.model.settlement ? renderSettlement : renderDocument;
    const { bytes, pageCount } = await renderModel(fitted.model, workDir, (fraction) => port?.postMessage(fraction));
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), pageCount, dpi: fitted.dpi };
  } finally {
    port?.close();
  }
}
