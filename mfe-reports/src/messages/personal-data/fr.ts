/** Texts of national register numbers (fr), loaded with the screens that show them (docs/product.md "Personal data"). */
export const fr = {
  'detail.revealNumber': 'Afficher',
  'detail.hideNumber': 'Masquer',
  'configuration.printNationalNumbers': 'Imprimer les numéros de registre national',
};
