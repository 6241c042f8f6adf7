/**
 * The rules Flanders and Brussels share (docs/product.md "Regional completeness"): a detailed,
 * contradictory description signed by the parties, per room, with the lease start date, the
 * meters and keys, and an exit report compared with its entry report. Each region gives the
 * article each rule comes from.
 */
import * as checks from '../checks';
import type { Rule } from './types';

type Key = 'parties' | 'signatures' | 'rooms' | 'lease_start' | 'meters' | 'keys' | 'exit';

/** The shared rules, each with its `sources[key]`. */
export const contradictoryRules = (sources: Record<Key, string>): Rule[] => [
  {
    key: 'parties_identity',
    label: {
      nl: 'Identiteit van huurder en verhuurder',
      fr: 'Identité du preneur et du bailleur',
      en: 'Identity of tenant and landlord',
    },
    source: sources.parties,
    page: 'parties',
    check: checks.partiesIdentity,
  },
  {
    key: 'party_signatures',
    label: {
      nl: 'Tegensprekelijk: ondertekend door beide partijen',
      fr: 'Contradictoire : signé par les deux parties',
      en: 'Contradictory: signed by both parties',
    },
    source: sources.signatures,
    page: 'parties',
    check: checks.partySignatures,
    bySigning: true,
  },
  {
    key: 'room_states',
    label: {
      nl: 'Gedetailleerde beschrijving per ruimte',
      fr: 'Description détaillée par pièce',
      en: 'Detailed description per room',
    },
    source: sources.rooms,
    page: 'interior',
    check: checks.roomStates,
  },
  {
    key: 'lease_start',
    label: { nl: 'Aanvangsdatum van de huur', fr: 'Date de début du bail', en: 'Lease start date' },
    source: sources.lease_start,
    page: 'detail',
    check: checks.leaseStart,
  },
  {
    key: 'meter_readings',
    label: { nl: 'Meterstanden', fr: 'Relevés des compteurs', en: 'Meter readings' },
    source: sources.meters,
    page: 'meters',
    check: checks.meterReadings,
  },
  {
    key: 'keys',
    label: { nl: 'Overhandigde sleutels', fr: 'Clés remises', en: 'Keys handed over' },
    source: sources.keys,
    page: 'keys',
    check: checks.keysHandedOver,
  },
  {
    key: 'exit_comparison',
    label: {
      nl: 'Uittredende plaatsbeschrijving vergeleken met de intredende',
      fr: "État des lieux de sortie comparé à celui d'entrée",
      en: 'Exit report compared with the entry report',
    },
    source: sources.exit,
    page: null,
    check: checks.exitComparison,
    applies: (facts) => facts.type === 'exit',
  },
];
