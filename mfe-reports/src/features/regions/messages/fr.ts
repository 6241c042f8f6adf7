/** The regional completeness texts (fr), loaded with the report's detail and form (docs/product.md "Regional completeness"). */
export const fr = {
  'regions.title': 'Complétude légale',
  'regions.region': 'Région',
  'regions.region.brussels': 'Bruxelles',
  'regions.region.flanders': 'Flandre',
  'regions.region.wallonia': 'Wallonie',
  'regions.region.none': 'Inconnue (pas de code postal belge)',
  'regions.fromPostcode': 'Selon le code postal : {region}',
  'regions.overridden': "défini sur l'état des lieux",
  'regions.auto': 'Selon le code postal',
  'regions.leaseStart': 'Date de début du bail',
  'regions.ruleSet': 'Règles {version}',
  'regions.ok': 'Présent',
  'regions.missing': 'Manquant',
  'regions.missingCount': '{count, plural, one {# point manquant} other {# points manquants}}',
  'regions.allMet': 'Tous les points sont présents.',
  'regions.agreement':
    "Les points manquants ne bloquent pas la clôture : le document mentionne alors que les parties ont convenu d'y déroger.",
  'regions.notALease':
    'Les règles de la région régissent l’état des lieux d’un bail (entrée ou sortie) ; elles ne s’appliquent pas à ce type.',
  'regions.noRegion': "Pas de région : l'état des lieux n'a pas de code postal belge.",
};
