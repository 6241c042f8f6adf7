/** English texts of the report detail's audit trail (docs/product.md "Audit"). */
export const en: Record<string, string> = {
  'audit.title': 'Audit trail',
  'audit.none': 'No events yet.',
  'audit.failed': 'The audit trail could not be loaded.',
  'audit.when': 'When',
  'audit.what': 'Event',
  'audit.by': 'By',
  'audit.ip': 'IP address',
  'audit.kind.national_number.revealed': 'National register number of {subject} shown',
  'audit.kind.sign_off.requested': 'Sign-off requested from {subject}',
  'audit.kind.sign_off.opened': 'Link opened by {subject}',
  'audit.kind.sign_off.remarked': 'Remarks given by {subject}',
  'audit.kind.sign_off.signed': 'Signed by link by {subject}',
  'audit.kind.sign_off.revoked': 'Link of {subject} withdrawn',
  'audit.kind.remarks.accepted': 'Remarks of {subject} accepted',
  'audit.kind.remarks.rejected': 'Remarks of {subject} rejected',
  'audit.kind.device.taken_over': 'Taken over on another device',
};
