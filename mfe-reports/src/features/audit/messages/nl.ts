/** Dutch texts of the report detail's audit trail (docs/product.md "Audit"). */
export const nl: Record<string, string> = {
  'audit.title': 'Logboek',
  'audit.none': 'Nog geen gebeurtenissen.',
  'audit.failed': 'Het logboek kon niet geladen worden.',
  'audit.when': 'Wanneer',
  'audit.what': 'Gebeurtenis',
  'audit.by': 'Door',
  'audit.ip': 'IP-adres',
  'audit.kind.national_number.revealed': 'Rijksregisternummer van {subject} getoond',
  'audit.kind.sign_off.requested': 'Ondertekening gevraagd aan {subject}',
  'audit.kind.sign_off.opened': 'Link geopend door {subject}',
  'audit.kind.sign_off.remarked': 'Opmerkingen gegeven door {subject}',
  'audit.kind.sign_off.signed': 'Ondertekend via link door {subject}',
  'audit.kind.sign_off.revoked': 'Link van {subject} ingetrokken',
  'audit.kind.remarks.accepted': 'Opmerkingen van {subject} aanvaard',
  'audit.kind.remarks.rejected': 'Opmerkingen van {subject} niet aanvaard',
  'audit.kind.device.taken_over': 'Overgenomen op een ander toestel',
};
