/**
 * Entry of the PDF worker pool (piscina): renders one document model per task off the request
 * thread, so a big PDF never stalls other requests. Progress (0..1) goes to `port`.
 */
import type { MessagePort } from 'node:worker_threads';
import type { DocumentModel } from '../services/document-model';
import { renderDocument } from './render-document';

export interface PdfTask {
  model: DocumentModel;
  filesDir: string;
  port?: MessagePort;
}

export default async function render({ model, filesDir, port }: PdfTask) {
  try {
    const { bytes, pageCount } = await renderDocument(model, filesDir, (fraction) => port?.postMessage(fraction));
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), pageCount };
  } finally {
    port?.close();
  }
}
