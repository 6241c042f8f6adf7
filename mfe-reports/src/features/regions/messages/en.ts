/** The regional completeness texts (en), loaded with the report's detail and form (docs/product.md "Regional completeness"). */
export const en = {
  'regions.title': 'Legal completeness',
  'regions.region': 'Region',
  'regions.region.brussels': 'Brussels',
  'regions.region.flanders': 'Flanders',
  'regions.region.wallonia': 'Wallonia',
  'regions.region.none': 'Unknown (no Belgian postcode)',
  'regions.fromPostcode': 'From the postcode: {region}',
  'regions.overridden': 'set on the report',
  'regions.auto': 'From the postcode',
  'regions.leaseStart': 'Lease start date',
  'regions.ruleSet': 'Rule set {version}',
  'regions.ok': 'Present',
  'regions.missing': 'Missing',
  'regions.missingCount': '{count, plural, one {# item missing} other {# items missing}}',
  'regions.allMet': 'Every item is present.',
  'regions.agreement':
    'Missing items do not block the finish: the document then records that the parties agreed to deviate from them.',
  'regions.notALease':
    'The region’s rules govern the report of a lease (entry or exit); they do not apply to this type.',
  'regions.noRegion': 'No region: the report has no Belgian postcode.',
};
