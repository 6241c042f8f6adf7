/** French texts of the report detail's audit trail (docs/product.md "Audit"). */
export const fr: Record<string, string> = {
  'audit.title': 'Journal',
  'audit.none': 'Aucun événement pour l’instant.',
  'audit.failed': 'Le journal n’a pas pu être chargé.',
  'audit.when': 'Quand',
  'audit.what': 'Événement',
  'audit.by': 'Par',
  'audit.ip': 'Adresse IP',
  'audit.kind.national_number.revealed': 'Numéro de registre national de {subject} affiché',
  'audit.kind.sign_off.requested': 'Signature demandée à {subject}',
  'audit.kind.sign_off.opened': 'Lien ouvert par {subject}',
  'audit.kind.sign_off.remarked': 'Remarques données par {subject}',
  'audit.kind.sign_off.signed': 'Signé par lien par {subject}',
  'audit.kind.sign_off.revoked': 'Lien de {subject} retiré',
  'audit.kind.remarks.accepted': 'Remarques de {subject} acceptées',
  'audit.kind.remarks.rejected': 'Remarques de {subject} refusées',
  'audit.kind.device.taken_over': 'Repris sur un autre appareil',
};
