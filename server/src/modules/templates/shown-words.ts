/**
 * The words the entities list shows for an entity's type, per reader language: the same texts as
 * the catalogues of mfe-templates (`entityType.*`; test/lists.test.ts holds them equal), so that
 * the list sorts the type column as it reads (issue 23).
 */
import type { EntityType } from 'shared-api/contract';
import type { ReaderLanguage } from '../../lib/reader-language';

export const ENTITY_TYPE_WORDS: Record<ReaderLanguage, Record<EntityType, string>> = {
  nl: {
    meter: 'Meter',
    key: 'Sleutel',
    'tech.device': 'Technisch toestel',
    'tech.security': 'Beveiliging',
    'tech.heating': 'Verwarming',
    base: 'Basisstructuur',
    elec: 'Electriciteit',
    specific: 'Specifiek',
    exterior: 'Exterieur',
    'exterior.space': 'Buitenruimte',
  },
  fr: {
    meter: 'Compteur',
    key: 'Clé',
    'tech.device': 'Appareil technique',
    'tech.security': 'Sécurité',
    'tech.heating': 'Chauffage',
    base: 'Structure de base',
    elec: 'Électricité',
    specific: 'Spécifique',
    exterior: 'Extérieur',
    'exterior.space': 'Espace extérieur',
  },
  en: {
    meter: 'Meter',
    key: 'Key',
    'tech.device': 'Technical device',
    'tech.security': 'Security',
    'tech.heating': 'Heating',
    base: 'Base structure',
    elec: 'Electricity',
    specific: 'Specific',
    exterior: 'Exterior',
    'exterior.space': 'Outdoor space',
  },
};
