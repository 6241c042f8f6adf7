/**
 * The reference a document of record prints and the screens name it by: `PB-000012` for report
 * 12, `PB-000012-A3` for its addendum 3 (the addendum's id).
 */
export const reportReference = (reportId: number, addendumId: number | null) =>
  `PB-${String(reportId).padStart(6, '0')}${addendumId ? `-A${addendumId}` : ''}`;
