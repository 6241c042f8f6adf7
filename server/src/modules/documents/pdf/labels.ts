/**
 * The printed labels of a document of record, in the document configuration's language
 * (issue 8: Dutch, or French for Brussels and Wallonia). Server-side only: the PDF is not UI.
 */
import type { DocumentLanguage, PartyType, ReportType } from 'shared-api/contract';

/** What a documents mail names: the sender, the property and each document with its version. */
export interface MailFacts {
  title: string;
  address: string;
  /** The inspector who drew the documents up, and their company; either may be empty. */
  inspector: string;
  company: string;
  documents: string[];
  links: string[];
  /** Whom the mail greets: the party's or representative's name, null for a configuration address. */
  name: string | null;
}

const signOff = (mail: MailFacts) => [mail.inspector, mail.company].filter(Boolean).join('\n');

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
  contents: string;
  versionLabel: string;
  phone: string;
  /** Before a party's national register number, printed only when the configuration says so. */
  nationalNumber: string;
  vat: string;
  bornOn: (date: string, place: string | null) => string;
  number: string;
  object: string;
  description: string;
  photoLabel: (number: number) => string;
  photosLabel: (numbers: number[]) => string;
  findingLabel: (number: number) => string;
  atFinding: (number: number) => string;
  drawnUpBy: string;
  /** The place where whoever made the findings signs (docs/product.md "Regional completeness"). */
  inspectorSignature: string;
  /** The inspector's role above their own signature (docs/product.md "Honest signatures"). */
  inspectorRole: string;
  leaseStart: string;
  /** The parties' agreement to deviate from the missing items of their region's rules. */
  agreedDeviations: (items: string[]) => string;
  /** Items missing at the finish that the parties did not agree to leave out (no consent claimed). */
  missingItems: (items: string[]) => string;
  /** "Versie N" on the cover, or with the date and author of the change that made it. */
  version: (version: number) => string;
  changedVersion: (version: number, date: string, by: string | null) => string;
  changesTitle: string;
  changesIntro: (signedVersion: number, signedAt: string) => string;
  addendumChangesTitle: string;
  addendumChangesIntro: (reference: string) => string;
  changeItem: string;
  changeField: string;
  changeBefore: string;
  changeAfter: string;
  photos: string;
  photoCount: (count: number) => string;
  /** `changed`: a change page lists what changed since that version. */
  signedOnVersion: (version: number, date: string, changed: boolean) => string;
  carriedSignatures: (reference: string, version: number, date: string) => string;
  mailSubject: (title: string, address: string) => string;
  /** The comparison section of an exit report (docs/product.md "Entry against exit"). */
  comparisonTitle: (date: string) => string;
  comparisonItem: string;
  unchangedCount: (count: number) => string;
  entrySide: string;
  exitSide: string;
  newDamage: string;
  addedAtExit: string;
  removedAtExit: string;
  consumption: string;
  /** The settlement document (docs/product.md "The settlement"). */
  settlementTitle: string;
  entryDate: string;
  exitDate: string;
  damageLines: string;
  noDamageLines: string;
  liability: string;
  liabilities: Record<'tenant' | 'landlord' | 'wear' | 'force_majeure', string>;
  /** The settlement's first block: what the tenant owes and what the deposit gives back. */
  summaryTitle: string;
  summaryOwed: string;
  summaryReturned: (deposit: string) => string;
  /** The summary in words; amounts as euro text. */
  summarySentence: (amounts: {
    owed: string;
    deposit: string;
    toLandlord: string;
    toTenant: string;
    stillOwed: string | null;
  }) => string;
  /** A line's description column: labour and material before VAT, as one sentence. */
  costBeforeVat: (labour: string, material: string, cost: string) => string;
  vatRate: string;
  /** The amount column; every amount in the line table includes VAT. */
  grossWithVat: string;
  /** One sentence explaining a tenant line's wear; ages and lifetime in years as words. */
  wearSentence: (age: string, lifetime: string, percent: string, gross: string, tenant: string) => string;
  /** One sentence for a line of normal wear. */
  wearLine: string;
  tenantShare: string;
  landlordShare: string;
  totals: string;
  tenantAfterWear: string;
  landlordTotal: string;
  deposit: string;
  toLandlord: string;
  toTenant: string;
  stillOwed: string;
  signatureName: string;
  signatureBox: string;
  /** "Addendum" in a mail's list of documents. */
  addendum: string;
  /** "…, versie N" in a mail's list of documents. */
  documentVersion: (name: string, reference: string, version: number) => string;
  /** Mail body; `links` is empty when the documents are attached. */
  mailBody: (mail: MailFacts) => string;
  /** A party's remark given through a sign-off link, as a remark addendum prints it. */
  remarkBy: (name: string, date: string, text: string) => string;
  /** An addendum's general remarks (docs/product.md "Sign-off by link"). */
  generalRemarks: string;
  /** The heading of a report's own place remarks on the cover. */
  placeRemarks: string;
  /** A remark on no item. */
  general: string;
  /** A report's remarks accepted through sign-off links, per addendum. */
  acceptedRemarksTitle: string;
  acceptedRemarksIntro: string;
  acceptedIn: (reference: string) => string;
  /** The signature page of an addendum no party signed, instead of the configuration's agreement text. */
  unsignedAddendum: string;
  /** Under a signature given through a sign-off link: when, and on which version of the document. */
  signedByLink: (date: string, version: number) => string;
  /** The signature certificate page (docs/product.md "Sign-off by link"). */
  certificateTitle: string;
  certificateIntro: string;
  certificateVersion: (version: number) => string;
  certificatePdfHash: string;
  certificateContentHash: string;
  certificateSignedAt: string;
  certificateAddress: string;
  certificateUserAgent: string;
  certificateRemarks: (count: number) => string;
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
  contents: 'Inhoud',
  versionLabel: 'Versie',
  phone: 'Tel.',
  nationalNumber: 'Rijksregisternr.',
  vat: 'Btw',
  bornOn: (date, place) => `Geboren op ${date}${place ? ` te ${place}` : ''}`,
  number: 'Nr.',
  object: 'Object',
  description: 'Beschrijving en vaststellingen',
  photoLabel: (number) => `Foto ${number}`,
  photosLabel: (numbers) => `Foto's ${numbers.join(', ')}`,
  findingLabel: (number) => `Vaststelling ${number}`,
  atFinding: (number) => `bij Vaststelling ${number}`,
  drawnUpBy: 'Opgesteld door',
  inspectorSignature: 'Handtekening van de opsteller',
  inspectorRole: 'Plaatsbeschrijver',
  leaseStart: 'Aanvang huur',
  agreedDeviations: (items) => `Partijen zijn overeengekomen af te wijken van: ${items.join('; ')}.`,
  missingItems: (items) => `Ontbreekt in deze plaatsbeschrijving: ${items.join('; ')}.`,
  version: (version) => `Versie ${version}`,
  changedVersion: (version, date, by) => `Versie ${version}, gewijzigd op ${date}${by ? ` door ${by}` : ''}`,
  changesTitle: 'Wijzigingen sinds de ondertekende versie',
  changesIntro: (version, date) =>
    `De partijen ondertekenden versie ${version} op ${date}. Sindsdien werd het volgende gewijzigd:`,
  addendumChangesTitle: 'Wijzigingen ten opzichte van de plaatsbeschrijving',
  addendumChangesIntro: (reference) => `Dit addendum wijzigt plaatsbeschrijving ${reference} als volgt:`,
  changeItem: 'Onderdeel',
  changeField: 'Gegeven',
  changeBefore: 'Vóór',
  changeAfter: 'Na',
  photos: "Foto's",
  photoCount: (count) => (count === 1 ? '1 foto' : `${count} foto's`),
  signedOnVersion: (version, date, changed) =>
    `Deze handtekeningen werden gegeven op versie ${version}, op ${date}. ${changed ? 'Wat daarna wijzigde, staat onder "Wijzigingen sinds de ondertekende versie".' : 'De inhoud is sindsdien niet gewijzigd.'}`,
  carriedSignatures: (reference, version, date) =>
    `Handtekeningen overgenomen van de plaatsbeschrijving ${reference}, versie ${version}, ondertekend op ${date}.`,
  comparisonTitle: (date) => `Vergelijking met de intredende plaatsbeschrijving van ${date}`,
  comparisonItem: 'Vergelijking met de intrede',
  unchangedCount: (count) => (count === 1 ? '1 onderdeel ongewijzigd' : `${count} onderdelen ongewijzigd`),
  entrySide: 'Intrede',
  exitSide: 'Uittrede',
  newDamage: 'Nieuwe schade',
  addedAtExit: 'Toegevoegd bij uittrede',
  removedAtExit: 'Niet meer aanwezig bij uittrede',
  consumption: 'Verbruik',
  settlementTitle: 'Afrekening van de schade en de huurwaarborg',
  entryDate: 'Datum intrede',
  exitDate: 'Datum uittrede',
  damageLines: 'Schadeposten',
  noDamageLines: 'Geen schadeposten.',
  liability: 'Ten laste van',
  liabilities: { tenant: 'Huurder', landlord: 'Verhuurder', wear: 'Normale slijtage', force_majeure: 'Overmacht' },
  summaryTitle: 'Samenvatting',
  summaryOwed: 'De huurder is verschuldigd',
  summaryReturned: (deposit) => `Terug aan de huurder uit de huurwaarborg van ${deposit}`,
  summarySentence: ({ owed, deposit, toLandlord, toTenant, stillOwed }) =>
    `De huurder draagt ${owed} van de schade. De verhuurder houdt ${toLandlord} af van de huurwaarborg van ${deposit} en geeft ${toTenant} terug aan de huurder.${stillOwed ? ` De huurwaarborg volstaat niet: de huurder moet nog ${stillOwed} betalen.` : ''}`,
  costBeforeVat: (labour, material, cost) => `Arbeid ${labour} + materiaal ${material} = ${cost} zonder btw.`,
  vatRate: 'Btw',
  grossWithVat: 'Kost met btw',
  wearSentence: (age, lifetime, percent, gross, tenant) =>
    `Slijtage: ${age} van ${lifetime} jaar levensduur is verstreken, dus draagt de huurder nog ${percent} % van ${gross}, of ${tenant}.`,
  wearLine: 'Normale slijtage: de verhuurder draagt de volledige kost.',
  tenantShare: 'Deel huurder',
  landlordShare: 'Deel verhuurder',
  totals: 'Totalen',
  tenantAfterWear: 'Ten laste van de huurder na slijtage',
  landlordTotal: 'Ten laste van de verhuurder',
  deposit: 'Huurwaarborg',
  toLandlord: 'Uit de waarborg aan de verhuurder',
  toTenant: 'Terug aan de huurder',
  stillOwed: 'Nog verschuldigd door de huurder',
  signatureName: 'Naam',
  signatureBox: 'Handtekening',
  mailSubject: (title, address) => `${title}: ${address}`,
  addendum: 'Addendum',
  documentVersion: (name, reference, version) => `${name} ${reference}, versie ${version}`,
  mailBody: (mail) =>
    `${mail.name ? `Beste ${mail.name}` : 'Geachte mevrouw, geachte heer'},\n\n${mail.inspector || mail.company || 'Wij'} ${mail.inspector && mail.company ? `van ${mail.company} ` : ''}` +
    `bezorgt u de documenten van de ${mail.title.toLowerCase()} van ${mail.address}:\n` +
    mail.documents.map((name) => `- ${name}\n`).join('') +
    (mail.links.length ? `\nU kunt ze hier downloaden:\n${mail.links.join('\n')}\n` : '\nU vindt ze in de bijlage.\n') +
    `\nHebt u opmerkingen? Antwoord dan binnen de 10 dagen na ontvangst op deze e-mail.\n\nMet vriendelijke groeten\n${signOff(mail)}`,
  remarkBy: (name, date, text) => `Opmerking van ${name} op ${date}: ${text}`,
  generalRemarks: 'Algemene opmerkingen',
  placeRemarks: 'Opmerkingen over het pand',
  general: 'Algemeen',
  acceptedRemarksTitle: 'Aanvaarde opmerkingen van de partijen',
  acceptedRemarksIntro:
    'Opmerkingen die partijen via hun persoonlijke link gaven en die de opsteller aanvaardde; elk addendum maakt deel uit van deze plaatsbeschrijving.',
  acceptedIn: (reference) => `Addendum ${reference}`,
  unsignedAddendum: 'Geen enkele partij ondertekende dit addendum.',
  signedByLink: (date, version) => `Ondertekend via persoonlijke link op ${date}, op versie ${version}`,
  certificateTitle: 'Handtekeningcertificaat',
  certificateIntro:
    'Deze handtekeningen werden via een persoonlijke link gegeven. Elke handtekening hoort bij de versie die de ondertekenaar te zien kreeg, herkenbaar aan haar SHA-256-vingerafdrukken.',
  certificateVersion: (version) => `Versie ${version}`,
  certificatePdfHash: 'SHA-256 van de pdf',
  certificateContentHash: 'SHA-256 van de inhoud',
  certificateSignedAt: 'Ondertekend op',
  certificateAddress: 'IP-adres',
  certificateUserAgent: 'Browser',
  certificateRemarks: (count) => (count === 1 ? '1 opmerking gegeven' : `${count} opmerkingen gegeven`),
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
  contents: 'Sommaire',
  versionLabel: 'Version',
  phone: 'Tél.',
  nationalNumber: 'N° de registre national',
  vat: 'TVA',
  bornOn: (date, place) => `Né(e) le ${date}${place ? ` à ${place}` : ''}`,
  number: 'N°',
  object: 'Élément',
  description: 'Description et constatations',
  photoLabel: (number) => `Photo ${number}`,
  photosLabel: (numbers) => `Photos ${numbers.join(', ')}`,
  findingLabel: (number) => `Constatation ${number}`,
  atFinding: (number) => `liée à la constatation ${number}`,
  drawnUpBy: 'Établi par',
  inspectorSignature: "Signature de l'auteur des constatations",
  inspectorRole: 'Expert',
  leaseStart: 'Début du bail',
  agreedDeviations: (items) => `Les parties sont convenues de déroger à : ${items.join(' ; ')}.`,
  missingItems: (items) => `Ne figure pas dans le présent état des lieux : ${items.join(' ; ')}.`,
  version: (version) => `Version ${version}`,
  changedVersion: (version, date, by) => `Version ${version}, modifiée le ${date}${by ? ` par ${by}` : ''}`,
  changesTitle: 'Modifications depuis la version signée',
  changesIntro: (version, date) =>
    `Les parties ont signé la version ${version} le ${date}. Depuis, les éléments suivants ont été modifiés :`,
  addendumChangesTitle: "Modifications par rapport à l'état des lieux",
  addendumChangesIntro: (reference) => `Cet avenant modifie l'état des lieux ${reference} comme suit :`,
  changeItem: 'Élément',
  changeField: 'Donnée',
  changeBefore: 'Avant',
  changeAfter: 'Après',
  photos: 'Photos',
  photoCount: (count) => (count === 1 ? '1 photo' : `${count} photos`),
  signedOnVersion: (version, date, changed) =>
    `Ces signatures ont été données sur la version ${version}, le ${date}. ${changed ? 'Les modifications ultérieures figurent sous « Modifications depuis la version signée ».' : "Le contenu n'a pas été modifié depuis."}`,
  carriedSignatures: (reference, version, date) =>
    `Signatures reprises de l'état des lieux ${reference}, version ${version}, signé le ${date}.`,
  comparisonTitle: (date) => `Comparaison avec l'état des lieux d'entrée du ${date}`,
  comparisonItem: "Comparaison avec l'entrée",
  unchangedCount: (count) => (count === 1 ? '1 élément inchangé' : `${count} éléments inchangés`),
  entrySide: 'Entrée',
  exitSide: 'Sortie',
  newDamage: 'Nouveau dégât',
  addedAtExit: 'Ajouté à la sortie',
  removedAtExit: 'Plus présent à la sortie',
  consumption: 'Consommation',
  settlementTitle: 'Décompte des dégâts et de la garantie locative',
  entryDate: "Date d'entrée",
  exitDate: 'Date de sortie',
  damageLines: 'Dégâts',
  noDamageLines: 'Aucun dégât.',
  liability: 'À charge de',
  liabilities: { tenant: 'Locataire', landlord: 'Bailleur', wear: 'Usure normale', force_majeure: 'Force majeure' },
  summaryTitle: 'Résumé',
  summaryOwed: 'Le locataire doit',
  summaryReturned: (deposit) => `Rendu au locataire sur la garantie locative de ${deposit}`,
  summarySentence: ({ owed, deposit, toLandlord, toTenant, stillOwed }) =>
    `Le locataire supporte ${owed} des dégâts. Le bailleur retient ${toLandlord} sur la garantie locative de ${deposit} et rend ${toTenant} au locataire.${stillOwed ? ` La garantie ne suffit pas : le locataire doit encore payer ${stillOwed}.` : ''}`,
  costBeforeVat: (labour, material, cost) => `Main-d'œuvre ${labour} + matériel ${material} = ${cost} hors TVA.`,
  vatRate: 'TVA',
  grossWithVat: 'Coût TVA comprise',
  wearSentence: (age, lifetime, percent, gross, tenant) =>
    `Vétusté : ${age} des ${lifetime} ans de durée de vie sont écoulés, le locataire supporte donc encore ${percent} % de ${gross}, soit ${tenant}.`,
  wearLine: "Usure normale : le bailleur supporte l'entièreté du coût.",
  tenantShare: 'Part locataire',
  landlordShare: 'Part bailleur',
  totals: 'Totaux',
  tenantAfterWear: 'À charge du locataire après vétusté',
  landlordTotal: 'À charge du bailleur',
  deposit: 'Garantie locative',
  toLandlord: 'De la garantie au bailleur',
  toTenant: 'Rendu au locataire',
  stillOwed: 'Encore dû par le locataire',
  signatureName: 'Nom',
  signatureBox: 'Signature',
  mailSubject: (title, address) => `${title} : ${address}`,
  addendum: 'Avenant',
  documentVersion: (name, reference, version) => `${name} ${reference}, version ${version}`,
  mailBody: (mail) =>
    `${mail.name ? `Bonjour ${mail.name}` : 'Madame, Monsieur'},\n\n${mail.inspector || mail.company || 'Nous'} ${mail.inspector && mail.company ? `de ${mail.company} ` : ''}` +
    `vous transmet les documents de l'${mail.title.toLowerCase()} de ${mail.address} :\n` +
    mail.documents.map((name) => `- ${name}\n`).join('') +
    (mail.links.length
      ? `\nVous pouvez les télécharger ici :\n${mail.links.join('\n')}\n`
      : '\nIls se trouvent en pièce jointe.\n') +
    `\nVous avez des remarques ? Répondez à cet e-mail dans les 10 jours de la réception.\n\nSalutations distinguées\n${signOff(mail)}`,
  remarkBy: (name, date, text) => `Remarque de ${name} le ${date} : ${text}`,
  generalRemarks: 'Remarques générales',
  placeRemarks: 'Remarques sur le bien',
  general: 'Général',
  acceptedRemarksTitle: 'Remarques acceptées des parties',
  acceptedRemarksIntro:
    "Remarques données par les parties via leur lien personnel et acceptées par l'auteur des constatations ; chaque avenant fait partie du présent état des lieux.",
  acceptedIn: (reference) => `Avenant ${reference}`,
  unsignedAddendum: "Aucune partie n'a signé cet avenant.",
  signedByLink: (date, version) => `Signé par lien personnel le ${date}, sur la version ${version}`,
  certificateTitle: 'Certificat de signature',
  certificateIntro:
    'Ces signatures ont été données par un lien personnel. Chaque signature est liée à la version que le signataire a vue, identifiée par ses empreintes SHA-256.',
  certificateVersion: (version) => `Version ${version}`,
  certificatePdfHash: 'SHA-256 du PDF',
  certificateContentHash: 'SHA-256 du contenu',
  certificateSignedAt: 'Signé le',
  certificateAddress: 'Adresse IP',
  certificateUserAgent: 'Navigateur',
  certificateRemarks: (count) => (count === 1 ? '1 remarque donnée' : `${count} remarques données`),
};

export const DOCUMENT_LABELS: Record<DocumentLanguage, DocumentLabels> = { nl, fr };
