export const fr: Record<string, string> = {
  'templates.title': 'Modèles',
  'tab.homes': 'Bâtiment',
  'tab.extras': 'Annexe',
  'tab.floors': 'Étage',
  'tab.rooms': 'Pièce',
  'tab.entities': 'Entités',
  'field.name': 'Nom',
  'field.description': 'Description',
  'validation.required': 'Ce champ est obligatoire.',
};
