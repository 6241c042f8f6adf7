/**
 * Wallonia: decree of 15 March 2018 on residential leases, art. 27 §2, the minimum content of an
 * état des lieux unless the parties agree otherwise (docs/product.md "Regional completeness").
 */
import * as checks from '../checks';
import type { RuleSet } from './types';

const source = (item: number) => `Décret wallon du 15 mars 2018 relatif au bail d'habitation, art. 27 §2, ${item}°`;

/** Wallonia's rule set; `version` changes with any rule. */
export const WALLONIA: RuleSet = {
  region: 'wallonia',
  version: 'wallonia-2018.2',
  approval: { nl: 'Gelezen en goedgekeurd', fr: 'Lu et approuvé' },
  rules: [
    {
      key: 'findings_date',
      label: { nl: 'Datum van de vaststellingen', fr: 'Date des constatations', en: 'Date of the findings' },
      source: source(1),
      page: 'intro',
      check: checks.findingsDate,
    },
    {
      key: 'inspector_identity',
      label: {
        nl: 'Identiteit en hoedanigheid van de opsteller',
        fr: "Identité et qualité de l'auteur des constatations",
        en: 'Identity and capacity of whoever made the findings',
      },
      source: source(2),
      page: 'intro',
      check: checks.inspectorIdentity,
    },
    {
      key: 'lease_references',
      label: {
        nl: 'Referenties van de huur: partijen, adres, aanvangsdatum',
        fr: 'Références du bail : parties, adresse, date de début',
        en: 'Lease references: parties, address, start date',
      },
      source: source(3),
      page: 'parties',
      check: checks.leaseReferences,
    },
    {
      key: 'general_state',
      label: {
        nl: 'Algemene staat, materialen, onderhoud en netheid',
        fr: 'État général, matériaux, entretien et propreté',
        en: 'General state, materials, upkeep and cleanliness',
      },
      source: source(4),
      page: 'detail',
      check: checks.generalState,
    },
    {
      key: 'room_states',
      label: {
        nl: 'Staat, schade en netheid per ruimte',
        fr: 'État apparent, dégâts et propreté par pièce',
        en: 'State, damage and cleanliness per room',
      },
      source: source(5),
      page: 'interior',
      check: checks.roomStates,
    },
    {
      key: 'equipment_working',
      label: {
        nl: 'Staat en werking van de uitrusting',
        fr: 'État et fonctionnement des équipements',
        en: 'State and working of the equipment',
      },
      source: source(6),
      page: 'tech',
      check: checks.equipmentWorking,
    },
    {
      key: 'maintenance_documents',
      label: {
        nl: 'Onderhoudsdocumenten van de uitrusting met hun datum',
        fr: "Documents d'entretien des équipements et leurs dates",
        en: 'Maintenance documents of the equipment with their dates',
      },
      source: source(7),
      page: 'tech',
      check: checks.maintenanceDocuments,
    },
    {
      key: 'meter_readings',
      label: { nl: 'Meterstanden en peilen', fr: 'Relevés des compteurs et jauges', en: 'Meter readings and gauges' },
      source: source(8),
      page: 'meters',
      check: checks.meterReadings,
    },
    {
      key: 'keys',
      label: {
        nl: 'Overhandigde sleutels, afstandsbedieningen en badges',
        fr: 'Clés, télécommandes et badges remis',
        en: 'Keys, remotes and badges handed over',
      },
      source: source(9),
      page: 'keys',
      check: checks.keysHandedOver,
    },
    {
      key: 'safety_equipment',
      label: {
        nl: 'Aanwezigheid en plaats van de veiligheidsuitrusting (rookmelders)',
        fr: 'Présence et emplacement des équipements de sécurité (détecteurs de fumée)',
        en: 'Presence and place of the safety equipment (smoke detectors)',
      },
      source: `${source(10)} ; Code wallon de l'habitation durable, art. 4bis`,
      page: 'tech',
      check: checks.safetyEquipment,
    },
    {
      key: 'party_signatures',
      label: {
        nl: 'Handtekeningen van de partijen, voorafgegaan door "gelezen en goedgekeurd"',
        fr: 'Signatures des parties précédées de « lu et approuvé »',
        en: 'The parties\' signatures preceded by "read and approved"',
      },
      source: source(11),
      page: 'parties',
      check: checks.partySignatures,
      bySigning: true,
    },
    {
      key: 'inspector_signature',
      label: {
        nl: 'Handtekening van de opsteller',
        fr: "Signature de l'auteur des constatations",
        en: 'Signature of whoever made the findings',
      },
      source: source(12),
      page: 'intro',
      check: checks.inspectorSignature,
      bySigning: true,
    },
  ],
};
