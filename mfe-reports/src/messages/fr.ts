export const fr: Record<string, string> = {
  'list.address': 'Adresse',
  'list.parties': 'Parties',
  'state.finished': 'Terminé',
};
