/**
 * The realistic Dutch data set that `npm start` seeds into an empty database: accounts with
 * known passwords (printed at start and listed in README), the template library, places with
 * Belgian addresses, circumstances. Reports are generated from it in seed.ts.
 */
import type { RuleTag } from 'shared-api/contract';

type EntityType =
  | 'meter'
  | 'key'
  | 'tech.device'
  | 'tech.security'
  | 'tech.heating'
  | 'base'
  | 'elec'
  | 'specific'
  | 'exterior'
  | 'exterior.space';
type Question = {
  question: string;
  type: 'select' | 'text' | 'bool' | 'count' | 'number';
  options?: string[];
  placeholder?: string;
};

/**
 * The seeded firm (issue 44, docs/product.md "Organisations and roles"): an organisation with two
 * branches, whose members (the accounts of {@link SEED_ACCOUNTS} with a `firm`) share its
 * subscription (`subscriptionDays` from the seed day) and credits.
 */
export const SEED_FIRM = {
  name: 'Expertisebureau Schelde bv',
  vat_number: 'BE0456789034',
  branches: ['Gent', 'Antwerpen'],
  subscriptionDays: 200,
  credits: 40,
} as const;

/**
 * Seeded accounts. `subscriptionDays` is relative to the seed day (negative: expired). An account
 * without `firm` is an admin or the company manager of an organisation of one with its own
 * subscription and credits; one with `firm` is a member of {@link SEED_FIRM} with that role, in
 * that branch (none for its company manager).
 */
export const SEED_ACCOUNTS = [
  {
    key: 'admin',
    email: 'admin@plaatsbeschrijving.be',
    password: 'Beheer-2026!',
    first_name: 'An',
    last_name: 'Peeters',
    role: 'admin',
    active: true,
    subscriptionDays: null,
    credits: 0,
  },
  {
    key: 'user',
    email: 'inspecteur@plaatsbeschrijving.be',
    password: 'Inspectie-2026!',
    first_name: 'Jan',
    last_name: 'Janssens',
    role: 'user',
    active: true,
    subscriptionDays: 300,
    credits: 25,
  },
  {
    key: 'expiring',
    email: 'makelaar@plaatsbeschrijving.be',
    password: 'Makelaar-2026!',
    first_name: 'Sofie',
    last_name: 'Maes',
    role: 'user',
    active: true,
    subscriptionDays: 10,
    credits: 5,
  },
  {
    key: 'expired',
    email: 'vervallen@plaatsbeschrijving.be',
    password: 'Vervallen-2026!',
    first_name: 'Pieter',
    last_name: 'Claes',
    role: 'user',
    active: true,
    subscriptionDays: -20,
    credits: 0,
  },
  {
    key: 'disabled',
    email: 'inactief@plaatsbeschrijving.be',
    password: 'Inactief-2026!',
    first_name: 'Els',
    last_name: 'Wouters',
    role: 'user',
    active: false,
    subscriptionDays: -400,
    credits: 0,
  },
  {
    key: 'firmManager',
    email: 'beheerder@schelde-expertise.be',
    password: 'Bedrijf-2026!',
    first_name: 'Hilde',
    last_name: 'Vermeulen',
    role: 'user',
    active: true,
    subscriptionDays: null,
    credits: 0,
    firm: { role: 'company_manager', branch: null },
  },
  {
    key: 'branchManager',
    email: 'gent@schelde-expertise.be',
    password: 'Vestiging-2026!',
    first_name: 'Koen',
    last_name: 'De Smet',
    role: 'user',
    active: true,
    subscriptionDays: null,
    credits: 0,
    firm: { role: 'branch_manager', branch: 'Gent' },
  },
  {
    key: 'firmInspector',
    email: 'lien.goossens@schelde-expertise.be',
    password: 'Schelde-2026!',
    first_name: 'Lien',
    last_name: 'Goossens',
    role: 'user',
    active: true,
    subscriptionDays: null,
    credits: 0,
    firm: { role: 'inspector', branch: 'Gent' },
  },
  {
    key: 'firmSales',
    email: 'verkoop@schelde-expertise.be',
    password: 'Verkoop-2026!',
    first_name: 'Bram',
    last_name: 'Willems',
    role: 'user',
    active: true,
    subscriptionDays: null,
    credits: 0,
    firm: { role: 'sales', branch: 'Gent' },
  },
] as const;

const count = (question: string): Question => ({ question, type: 'count' });
const select = (question: string, options: string[]): Question => ({ question, type: 'select', options });
const text = (question: string, placeholder: string): Question => ({ question, type: 'text', placeholder });

/** Template objects; `rule_tag` names the regional rule one satisfies (docs/product.md "Regional completeness"). */
export const ENTITIES: { name: string; type: EntityType; questions: Question[]; rule_tag?: RuleTag }[] = [
  {
    name: 'Vloer',
    type: 'base',
    questions: [
      select('Materiaal', ['Tegels', 'Parket', 'Laminaat', 'Vinyl', 'Beton', 'Tapijt']),
      text('Kleur', 'bv. lichtgrijs'),
    ],
  },
  {
    name: 'Muren',
    type: 'base',
    questions: [select('Afwerking', ['Geschilderd', 'Behangen', 'Bepleisterd', 'Tegels', 'Baksteen'])],
  },
  {
    name: 'Plafond',
    type: 'base',
    questions: [select('Afwerking', ['Geschilderd', 'Bepleisterd', 'Verlaagd plafond', 'Houten lambrisering'])],
  },
  {
    name: 'Deur',
    type: 'base',
    questions: [select('Materiaal', ['Hout', 'PVC', 'Aluminium', 'Glas']), count('Aantal sleutels')],
  },
  {
    name: 'Raam',
    type: 'base',
    questions: [select('Beglazing', ['Enkel', 'Dubbel', 'Driedubbel']), { question: 'Rolluik aanwezig', type: 'bool' }],
  },
  { name: 'Plinten', type: 'base', questions: [select('Materiaal', ['Hout', 'Tegel', 'MDF'])] },
  { name: 'Stopcontacten', type: 'elec', questions: [count('Aantal')] },
  {
    name: 'Verlichting',
    type: 'elec',
    questions: [select('Type', ['Plafondlamp', 'Spots', 'Wandlamp', 'Geen armatuur']), count('Aantal lichtpunten')],
  },
  { name: 'Schakelaars', type: 'elec', questions: [count('Aantal')] },
  {
    name: 'Verwarming',
    type: 'specific',
    questions: [
      select('Type', ['Radiator', 'Convector', 'Vloerverwarming']),
      { question: 'Thermostatische kraan', type: 'bool' },
    ],
  },
  { name: 'Lavabo', type: 'specific', questions: [select('Kraan', ['Mengkraan', 'Thermostatisch', 'Twee kranen'])] },
  { name: 'Douche', type: 'specific', questions: [select('Type', ['Inloopdouche', 'Douchebak', 'Douchecabine'])] },
  { name: 'Bad', type: 'specific', questions: [select('Materiaal', ['Acryl', 'Staal', 'Gietijzer'])] },
  { name: 'Toiletpot', type: 'specific', questions: [select('Type', ['Hangtoilet', 'Staand toilet'])] },
  { name: 'Aanrecht', type: 'specific', questions: [select('Werkblad', ['Graniet', 'Composiet', 'Laminaat', 'Hout'])] },
  { name: 'Dampkap', type: 'specific', questions: [text('Merk', 'bv. Bosch')] },
  { name: 'Kookplaat', type: 'specific', questions: [select('Type', ['Inductie', 'Keramisch', 'Gas'])] },
  { name: 'Ingebouwde kast', type: 'specific', questions: [count('Aantal deuren')] },
  {
    name: 'Elektriciteit',
    type: 'meter',
    questions: [
      text('Meternummer', 'EAN of meternummer'),
      { question: 'Meterstand dag', type: 'number' },
      { question: 'Meterstand nacht', type: 'number' },
    ],
  },
  {
    name: 'Gas',
    type: 'meter',
    questions: [text('Meternummer', 'EAN of meternummer'), { question: 'Meterstand', type: 'number' }],
  },
  {
    name: 'Water',
    type: 'meter',
    questions: [text('Meternummer', 'Meternummer'), { question: 'Meterstand', type: 'number' }],
  },
  { name: 'Voordeursleutel', type: 'key', questions: [count('Aantal')] },
  { name: 'Brievenbussleutel', type: 'key', questions: [count('Aantal')] },
  { name: 'Afstandsbediening garagepoort', type: 'key', questions: [count('Aantal')] },
  {
    name: 'Verwarmingsketel',
    type: 'tech.device',
    rule_tag: 'maintenance_documents',
    questions: [text('Merk', 'bv. Vaillant'), text('Laatste onderhoud', 'DD/MM/JJJJ')],
  },
  { name: 'Boiler', type: 'tech.device', questions: [text('Merk', 'bv. Bulex'), count('Inhoud (liter)')] },
  {
    name: 'Rookmelder',
    type: 'tech.security',
    rule_tag: 'safety_equipment',
    questions: [count('Aantal'), { question: 'Getest en werkend', type: 'bool' }],
  },
  { name: 'Alarmsysteem', type: 'tech.security', questions: [{ question: 'Aanwezig', type: 'bool' }] },
  { name: 'Thermostaat', type: 'tech.heating', questions: [select('Type', ['Analoog', 'Digitaal', 'Slim'])] },
  { name: 'Gevel', type: 'exterior', questions: [select('Materiaal', ['Baksteen', 'Crepi', 'Natuursteen', 'Hout'])] },
  { name: 'Dak', type: 'exterior', questions: [select('Bedekking', ['Pannen', 'Leien', 'Roofing', 'Zink'])] },
  { name: 'Dakgoten', type: 'exterior', questions: [select('Materiaal', ['Zink', 'PVC', 'Koper'])] },
  { name: 'Tuin', type: 'exterior.space', questions: [text('Beplanting', 'bv. gazon, haag')] },
  { name: 'Terras', type: 'exterior.space', questions: [select('Bekleding', ['Tegels', 'Hout', 'Composiet'])] },
  { name: 'Oprit', type: 'exterior.space', questions: [select('Verharding', ['Klinkers', 'Grind', 'Beton'])] },
];

const BASE = ['Vloer', 'Muren', 'Plafond', 'Deur', 'Plinten'];
export const ROOMS: { name: string; description: string; entities: string[] }[] = [
  {
    name: 'Inkomhal',
    description: 'Hal aan de voordeur',
    entities: [...BASE, 'Stopcontacten', 'Verlichting', 'Schakelaars'],
  },
  {
    name: 'Woonkamer',
    description: 'Leefruimte met zithoek',
    entities: [...BASE, 'Raam', 'Stopcontacten', 'Verlichting', 'Schakelaars', 'Verwarming'],
  },
  {
    name: 'Keuken',
    description: 'Ingerichte keuken',
    entities: [...BASE, 'Raam', 'Stopcontacten', 'Verlichting', 'Aanrecht', 'Dampkap', 'Kookplaat'],
  },
  {
    name: 'Badkamer',
    description: 'Badkamer met sanitair',
    entities: [
      'Vloer',
      'Muren',
      'Plafond',
      'Deur',
      'Raam',
      'Verlichting',
      'Stopcontacten',
      'Lavabo',
      'Douche',
      'Bad',
      'Verwarming',
    ],
  },
  {
    name: 'Slaapkamer',
    description: 'Slaapkamer',
    entities: [...BASE, 'Raam', 'Stopcontacten', 'Verlichting', 'Verwarming', 'Ingebouwde kast'],
  },
  {
    name: 'Toilet',
    description: 'Apart toilet',
    entities: ['Vloer', 'Muren', 'Plafond', 'Deur', 'Verlichting', 'Toiletpot'],
  },
  { name: 'Nachthal', description: 'Overloop op de verdieping', entities: [...BASE, 'Verlichting', 'Schakelaars'] },
  {
    name: 'Berging',
    description: 'Bergruimte',
    entities: ['Vloer', 'Muren', 'Plafond', 'Deur', 'Verlichting', 'Stopcontacten'],
  },
  {
    name: 'Kelderruimte',
    description: 'Kelder onder de woning',
    entities: ['Vloer', 'Muren', 'Plafond', 'Verlichting'],
  },
  {
    name: 'Zolderruimte',
    description: 'Zolder onder het dak',
    entities: ['Vloer', 'Muren', 'Plafond', 'Raam', 'Verlichting'],
  },
];

/** Floor rooms as `[room, display name]`. */
export const FLOORS: { name: string; description: string; rooms: [string, string][] }[] = [
  { name: 'Kelder', description: 'Kelderverdieping', rooms: [['Kelderruimte', 'Kelderruimte']] },
  {
    name: 'Gelijkvloers',
    description: 'Benedenverdieping',
    rooms: [
      ['Inkomhal', 'Inkomhal'],
      ['Woonkamer', 'Woonkamer'],
      ['Keuken', 'Keuken'],
      ['Toilet', 'Toilet'],
      ['Berging', 'Berging'],
    ],
  },
  {
    name: 'Eerste verdieping',
    description: 'Slaapverdieping',
    rooms: [
      ['Nachthal', 'Nachthal'],
      ['Slaapkamer', 'Slaapkamer 1'],
      ['Slaapkamer', 'Slaapkamer 2'],
      ['Badkamer', 'Badkamer'],
    ],
  },
  { name: 'Zolder', description: 'Zolderverdieping', rooms: [['Zolderruimte', 'Zolderruimte']] },
  {
    name: 'Tweede verdieping',
    description: 'Appartement op één niveau, op de tweede verdieping',
    rooms: [
      ['Inkomhal', 'Inkomhal'],
      ['Woonkamer', 'Woonkamer'],
      ['Keuken', 'Keuken'],
      ['Badkamer', 'Badkamer'],
      ['Slaapkamer', 'Slaapkamer'],
      ['Toilet', 'Toilet'],
      ['Berging', 'Berging'],
    ],
  },
  { name: 'Enige bouwlaag', description: 'De enige bouwlaag van een bijgebouw', rooms: [['Berging', 'Opslagruimte']] },
];

const INSTALLATIONS = [
  'Elektriciteit',
  'Gas',
  'Water',
  'Voordeursleutel',
  'Brievenbussleutel',
  'Verwarmingsketel',
  'Boiler',
  'Rookmelder',
  'Thermostaat',
];
export const HOMES: {
  name: string;
  description: string;
  extra: boolean;
  floors: string[];
  entities: string[];
  extras: string[];
}[] = [
  {
    name: 'Tuinhuis',
    description: 'Houten tuinhuis als bijgebouw',
    extra: true,
    floors: ['Enige bouwlaag'],
    entities: ['Dak'],
    extras: [],
  },
  {
    name: 'Eengezinswoning',
    description: 'Rijwoning of open bebouwing met tuin',
    extra: false,
    floors: ['Kelder', 'Gelijkvloers', 'Eerste verdieping', 'Zolder'],
    entities: [
      ...INSTALLATIONS,
      'Afstandsbediening garagepoort',
      'Alarmsysteem',
      'Gevel',
      'Dak',
      'Dakgoten',
      'Tuin',
      'Oprit',
    ],
    extras: ['Tuinhuis'],
  },
  {
    name: 'Appartement',
    description: 'Appartement in een residentie',
    extra: false,
    floors: ['Tweede verdieping'],
    entities: [...INSTALLATIONS, 'Terras'],
    extras: [],
  },
];

export const PLACES: [string, string, string, string][] = [
  ['Veldstraat', '12', '9000', 'Gent'],
  ['Meir', '85', '2000', 'Antwerpen'],
  ['Bondgenotenlaan', '41', '3000', 'Leuven'],
  ['Steenstraat', '7', '8000', 'Brugge'],
  ['Koning Albertlaan', '103', '3500', 'Hasselt'],
  ['Bruul', '22', '2800', 'Mechelen'],
  ['Rue Royale', '150', '1000', 'Brussel'],
  ['Doorniksestraat', '56', '8500', 'Kortrijk'],
  ['Kouter', '3', '9000', 'Gent'],
  ['Lange Leemstraat', '210', '2018', 'Antwerpen'],
  ['Tiensestraat', '19', '3000', 'Leuven'],
  ['Langestraat', '64', '8000', 'Brugge'],
  ['Demerstraat', '9', '3500', 'Hasselt'],
  ['Ijzerenleen', '31', '2800', 'Mechelen'],
  ['Avenue Louise', '245', '1050', 'Elsene'],
  ['Grote Markt', '2', '9100', 'Sint-Niklaas'],
  ['Stationsstraat', '118', '9300', 'Aalst'],
  ['Leopoldstraat', '14', '2500', 'Lier'],
  ['Diestsestraat', '77', '3290', 'Diest'],
  ['Noordlaan', '5', '8820', 'Torhout'],
  ['Kerkstraat', '40', '9200', 'Dendermonde'],
  ['Zeedijk', '300', '8400', 'Oostende'],
];

export const FIRST_NAMES = [
  'Lotte',
  'Wout',
  'Emma',
  'Lucas',
  'Nora',
  'Arthur',
  'Louise',
  'Jules',
  'Marie',
  'Vic',
  'Hanne',
  'Thomas',
  'Fien',
  'Bram',
  'Ines',
  'Stijn',
];
export const LAST_NAMES = [
  'De Smet',
  'Vermeulen',
  'Willems',
  'Goossens',
  'Mertens',
  'Dubois',
  'Lambert',
  'Hermans',
  'Aerts',
  'Van den Broeck',
  'Michiels',
  'Jacobs',
];
export const COMPANIES = ['Immo Kouter bv', 'Vastgoed De Leie', 'Bouwbedrijf Verbeke nv', 'Syndicus Scheldeland'];

export const CIRCUMSTANCES: [string, string][] = [
  ['dry', 'Droog weer'],
  ['rain', 'Regenachtig weer'],
  ['frost', 'Vriesweer'],
  ['furnished', 'Pand gemeubeld'],
  ['empty', 'Pand leeg'],
  ['utilities_off', 'Nutsvoorzieningen afgesloten'],
  ['artificial_light', 'Kunstlicht gebruikt'],
];

/**
 * The seeded lease (docs/product.md "A realistic seed", "Entry against exit"): an apartment's
 * entry report and its exit follow-up three years later, with what changed and the damage lines.
 * Amounts in integer cents; meter consumption by meter and question.
 */
export const LEASE = {
  place: ['Sint-Pietersnieuwstraat', '48', '9000', 'Gent'] as [string, string, string, string],
  yearsRented: 3,
  entry: {
    floor: { material: 'Parket', colour: 'natuurlijke eik', remarks: 'Eiken parket, recent geschuurd en gevernist.' },
    wall: { remarks: 'Recent geschilderd, geen zichtbare sporen.' },
    hood: { remarks: 'Filter verzadigd, de motor maakt veel lawaai.' },
  },
  exit: {
    wall: {
      state: 'Te repareren',
      remarks: 'Gat in de muur naast de deur, ca. 4 cm doorsnede; plug uitgetrokken.',
      finding: ['Beschadigd', 'Gat in de muur van ca. 4 cm naast de deur, pleister uitgebroken.'],
    },
    floor: {
      state: 'Gebruikt',
      remarks: 'Krassen in parket over ca. 2 m² voor het raam.',
      finding: ['Gebruikssporen', 'Krassen in parket, vernislaag doorgesleten voor het raam.'],
    },
    hob: { cleanliness: 'Niet proper', remarks: 'Ingebrande vetresten op de kookzones.' },
    added: {
      name: 'Gordijnrail',
      remarks: 'Geplaatst door de huurder; blijft met akkoord van de verhuurder.',
    },
    consumption: {
      Elektriciteit: { 'Meterstand dag': 3125.4, 'Meterstand nacht': 2210.7 },
      Gas: { Meterstand: 1843.2 },
      Water: { Meterstand: 96.5 },
    } as Record<string, Record<string, number>>,
  },
  depositCents: 165_000,
  damages: {
    wall: {
      description: 'Gat in de muur dichten, plamuren en de wand herschilderen',
      labour_cents: 18_000,
      material_cents: 4_500,
      vat_rate: 21,
      age_years: 4,
      lifetime_years: 10,
    },
    floor: {
      description: 'Krassen in parket: normale slijtage van de vernislaag',
      labour_cents: 42_000,
      material_cents: 0,
      vat_rate: 6,
    },
    hob: { description: 'Eindschoonmaak van de kookplaat', labour_cents: 6_500, material_cents: 0, vat_rate: 21 },
    hood: {
      description: 'Nieuwe dampkap plaatsen: het defecte toestel werd door de verhuurder weggenomen',
      labour_cents: 8_500,
      material_cents: 24_900,
      vat_rate: 21,
    },
  },
};
