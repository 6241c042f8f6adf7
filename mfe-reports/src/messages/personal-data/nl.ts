/** Texts of national register numbers (nl), loaded with the screens that show them (docs/product.md "Personal data"). */
export const nl = {
  'detail.revealNumber': 'Tonen',
  'detail.hideNumber': 'Verbergen',
  'configuration.printNationalNumbers': 'Rijksregisternummers afdrukken',
};
