/** The regional completeness texts (nl), loaded with the report's detail and form (docs/product.md "Regional completeness"). */
export const nl = {
  'regions.title': 'Wettelijke volledigheid',
  'regions.region': 'Gewest',
  'regions.region.brussels': 'Brussel',
  'regions.region.flanders': 'Vlaanderen',
  'regions.region.wallonia': 'Wallonië',
  'regions.region.none': 'Onbekend (geen Belgische postcode)',
  'regions.fromPostcode': 'Volgens de postcode: {region}',
  'regions.overridden': 'ingesteld op de plaatsbeschrijving',
  'regions.auto': 'Volgens de postcode',
  'regions.leaseStart': 'Aanvangsdatum huur',
  'regions.ruleSet': 'Regelset {version}',
  'regions.ok': 'Aanwezig',
  'regions.missing': 'Ontbreekt',
  'regions.missingCount': '{count, plural, one {# punt ontbreekt} other {# punten ontbreken}}',
  'regions.allMet': 'Alle punten zijn aanwezig.',
  'regions.agreement':
    'Ontbrekende punten blokkeren het afwerken niet: het document vermeldt dan dat de partijen overeenkwamen ervan af te wijken.',
  'regions.notALease':
    'De regels van het gewest gelden voor de plaatsbeschrijving van een huur (intrede of uittrede); voor dit type gelden ze niet.',
  'regions.noRegion': 'Geen gewest: de plaatsbeschrijving heeft geen Belgische postcode.',
};
