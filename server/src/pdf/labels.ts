/**
 * The printed labels of a document of record, in the document configuration's language
 * (issue 8: Dutch, or French for Brussels and Wallonia). Server-side only: the PDF is not UI.
 */
import type { DocumentLanguage, PartyType, ReportType } from 'shared-api/contract';

export interface DocumentLabels {
  titles: Record<ReportType, string>;
  addendumTitle: (title: string) => string;
  partyTypes: Record<PartyType | 'representative', string>;
  reference: string;
  amends: string;
  date: string;
  parties: string;
  representedBy: string;
  circumstances: string;
  meters: string;
  keys: string;
  tech: string;
  exterior: string;
  extras: string;
  interior: string;
  state: string;
  cleanliness: string;
  remarks: string;
  amount: string;
  evalNotPossible: string;
  /** The words of a yes/no answer. */
  yes: string;
  no: string;
  observations: string;
  signatures: string;
  signedAt: (place: string, date: string) => string;
  page: (page: number, pages: number) => string;
  fingerprint: string;
  photoTaken: string;
  mailSubject: (title: string, address: string) => string;
  /** Mail body; `links` is empty when the documents are attached. */
  mailBody: (title: string, address: string, links: string[]) => string;
}

const nl: DocumentLabels = {
  titles: {
    enter: 'Plaatsbeschrijving bij intrede',
    exit: 'Plaatsbeschrijving bij uittrede',
    start_works: 'Plaatsbeschrijving vóór aanvang der werken',
    other: 'Plaatsbeschrijving',
  },
  addendumTitle: (title) => `Addendum bij ${title.toLowerCase()}`,
  partyTypes: {
    tenant: 'Huurder',
    landlord: 'Verhuurder',
    owner: 'Eigenaar',
    client: 'Opdrachtgever',
    contractor: 'Aannemer',
    other: 'Andere',
    representative: 'Vertegenwoordiger',
  },
  reference: 'Referentie',
  amends: 'Wijzigt plaatsbeschrijving',
  date: 'Datum',
  parties: 'Partijen',
  representedBy: 'vertegenwoordigd door',
  circumstances: 'Omstandigheden',
  meters: 'Meters',
  keys: 'Sleutels',
  tech: 'Technische installaties',
  exterior: 'Exterieur',
  extras: 'Bijgebouwen',
  interior: 'Interieur',
  state: 'Staat',
  cleanliness: 'Netheid',
  remarks: 'Opmerkingen',
  amount: 'Aantal',
  evalNotPossible: 'Evaluatie niet mogelijk',
  yes: 'Ja',
  no: 'Neen',
  observations: 'Vaststellingen',
  signatures: 'Handtekeningen',
  signedAt: (place, date) => `Ondertekend te ${place} op ${date}`,
  page: (page, pages) => `Pagina ${page} van ${pages}`,
  fingerprint: 'Vingerafdruk',
  photoTaken: 'Genomen',
  mailSubject: (title, address) => `${title}: ${address}`,
  mailBody: (title, address, links) =>
    `Beste,\n\nHierbij ontvangt u de documenten van de ${title.toLowerCase()} van ${address}.\n` +
    (links.length ? `U kunt ze hier downloaden:\n${links.join('\n')}\n` : 'U vindt ze in de bijlage.\n') +
    `\nOpmerkingen kunt u binnen de 10 dagen na ontvangst melden.\n\nMet vriendelijke groeten`,
};

const fr: DocumentLabels = {
  titles: {
    enter: "État des lieux d'entrée",
    exit: 'État des lieux de sortie',
    start_works: 'État des lieux avant travaux',
    other: 'État des lieux',
  },
  addendumTitle: (title) => `Avenant à l'${title.toLowerCase()}`,
  partyTypes: {
    tenant: 'Locataire',
    landlord: 'Bailleur',
    owner: 'Propriétaire',
    client: 'Donneur d’ordre',
    contractor: 'Entrepreneur',
    other: 'Autre',
    representative: 'Représentant',
  },
  reference: 'Référence',
  amends: "Modifie l'état des lieux",
  date: 'Date',
  parties: 'Parties',
  representedBy: 'représenté par',
  circumstances: 'Circonstances',
  meters: 'Compteurs',
  keys: 'Clés',
  tech: 'Installations techniques',
  exterior: 'Extérieur',
  extras: 'Annexes',
  interior: 'Intérieur',
  state: 'État',
  cleanliness: 'Propreté',
  remarks: 'Remarques',
  amount: 'Nombre',
  evalNotPossible: 'Évaluation impossible',
  yes: 'Oui',
  no: 'Non',
  observations: 'Constatations',
  signatures: 'Signatures',
  signedAt: (place, date) => `Signé à ${place} le ${date}`,
  page: (page, pages) => `Page ${page} sur ${pages}`,
  fingerprint: 'Empreinte',
  photoTaken: 'Prise',
  mailSubject: (title, address) => `${title} : ${address}`,
  mailBody: (title, address, links) =>
    `Madame, Monsieur,\n\nVeuillez trouver les documents de l'${title.toLowerCase()} de ${address}.\n` +
    (links.length ? `Vous pouvez les télécharger ici :\n${links.join('\n')}\n` : 'Ils se trouvent en pièce jointe.\n') +
    `\nVos remarques sont à communiquer dans les 10 jours de la réception.\n\nSalutations distinguées`,
};

export const DOCUMENT_LABELS: Record<DocumentLanguage, DocumentLabels> = { nl, fr };
