/** Texts of national register numbers (en), loaded with the screens that show them (docs/product.md "Personal data"). */
export const en = {
  'detail.revealNumber': 'Show',
  'detail.hideNumber': 'Hide',
  'configuration.printNationalNumbers': 'Print national register numbers',
};
