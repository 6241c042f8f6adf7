/** The privacy policy and the terms in Dutch (outline: features/policies/documents.ts). */
export const policiesNL: Record<string, string> = {
  'policy.updated': 'Laatst bijgewerkt op {date}.',

  'policy.privacy.title': 'Privacybeleid',
  'policy.privacy.intro':
    'Dit privacybeleid legt uit welke persoonsgegevens {company} verwerkt wanneer je onze back-office en tablet-app voor plaatsbeschrijvingen gebruikt of ons een informatieaanvraag stuurt, waarom we dat doen, hoelang we ze bewaren en welke rechten je hebt. We volgen de Algemene Verordening Gegevensbescherming (AVG) en de Belgische wet van 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens.',
  'policy.privacy.provider.title': 'Wie wij zijn',
  'policy.privacy.provider.text':
    '{company}, met maatschappelijke zetel te {address} en ondernemingsnummer {companyNumber}, biedt deze toepassing aan als onlinedienst. Voor elke vraag over privacy bereik je ons op {email}.',
  'policy.privacy.roles.title': 'Verwerkingsverantwoordelijke en verwerker',
  'policy.privacy.roles.intro': 'Wie over je gegevens beslist, hangt af van de gegevens:',
  'policy.privacy.roles.firm':
    '<b>Gegevens in plaatsbeschrijvingen.</b> Het plaatsbeschrijvingsbureau, de makelaar of de vastgoedbeheerder die een plaatsbeschrijving opmaakt, is verwerkingsverantwoordelijke voor de gegevens van de partijen en hun vertegenwoordigers in die plaatsbeschrijving (huurders, verhuurders, eigenaars, aannemers en anderen), en voor de foto’s en handtekeningen erin. Wij zijn daarvoor enkel verwerker: we bewaren en verwerken die gegevens uitsluitend in opdracht en volgens de instructies van dat bureau, zoals vastgelegd in onze algemene voorwaarden.',
  'policy.privacy.roles.own':
    '<b>Account-, facturatie- en aanvraaggegevens.</b> Voor de gegevens van onze klanten en hun gebruikers (account, abonnement, credits, betalingen), voor informatieaanvragen via onze website en voor de logs van de dienst zijn wij zelf verwerkingsverantwoordelijke.',
  'policy.privacy.roles.party':
    'Ben je partij in een plaatsbeschrijving en heb je een vraag over je gegevens daarin? Richt je dan eerst tot het bureau dat de plaatsbeschrijving opmaakte. Contacteer je ons, dan bezorgen we je vraag meteen aan dat bureau en helpen we het om je te antwoorden.',
  'policy.privacy.data.title': 'Welke gegevens we verwerken',
  'policy.privacy.data.intro': 'We verwerken alleen de gegevens die de dienst nodig heeft:',
  'policy.privacy.data.account':
    '<b>Accountgegevens:</b> voor- en achternaam, e-mailadres, telefoonnummer, facturatieadres, btw-nummer, rol, profielfoto en een onomkeerbare hash van je wachtwoord.',
  'policy.privacy.data.reports':
    '<b>Plaatsbeschrijvingen:</b> het adres van het goed, de vaststellingen per ruimte en per object, meterstanden en sleutels, en de identiteitsgegevens van de partijen en hun vertegenwoordigers: naam, bedrijfsnaam en ondernemingsnummer, adres, telefoonnummer, e-mailadres, geboortedatum en -plaats en, als het bureau het invult, het rijksregisternummer.',
  'policy.privacy.data.photos':
    '<b>Foto’s</b> van het goed, de ruimtes en de vaststellingen, met het tijdstip waarop ze genomen werden.',
  'policy.privacy.data.signatures':
    '<b>Handtekeningen</b> van de partijen en hun vertegenwoordigers, met plaats, datum en uur van ondertekening en de versie van het document waarop ze gegeven werden.',
  'policy.privacy.data.payments':
    '<b>Betalingsgegevens:</b> aangekochte credits en abonnementen, het bedrag, de datum en de status van elke betaling en de referentie van de betaalprovider. Je kaart- of rekeninggegevens komen niet bij ons terecht; die verwerkt de betaalprovider.',
  'policy.privacy.data.inquiries':
    '<b>Informatieaanvragen:</b> de bedrijfsnaam, voor- en achternaam, het e-mailadres en het telefoonnummer die je in het aanvraagformulier invult, en dat je dit privacybeleid aanvaardde.',
  'policy.privacy.data.logs':
    '<b>Logs:</b> aanmeldingen (tijdstip en account), verzonden e-mails met de documenten die ze bevatten, transacties, en technische serverlogs met IP-adres, tijdstip en gevraagde pagina.',
  'policy.privacy.purposes.title': 'Doeleinden en rechtsgronden',
  'policy.privacy.purposes.contract':
    '<b>De dienst leveren</b> (je account, plaatsbeschrijvingen opmaken, bewaren, als PDF aanmaken en mailen, ondersteuning): nodig om de overeenkomst met onze klant uit te voeren (artikel 6.1.b AVG). De gegevens in plaatsbeschrijvingen verwerken we alleen in opdracht van het bureau, dat zelf de rechtsgrond voor zijn verwerking bepaalt.',
  'policy.privacy.purposes.billing':
    '<b>Abonnementen, credits en facturatie:</b> de uitvoering van de overeenkomst en onze wettelijke boekhoudkundige en fiscale verplichtingen (artikel 6.1.b en 6.1.c AVG).',
  'policy.privacy.purposes.inquiries':
    '<b>Informatieaanvragen beantwoorden</b> en, als je dat wenst, een account aanmaken: stappen die we op jouw verzoek zetten vóór een overeenkomst (artikel 6.1.b AVG).',
  'policy.privacy.purposes.security':
    '<b>Beveiliging en het voorkomen van misbruik</b> (aanmeldpogingen beperken, fouten opsporen, incidenten onderzoeken): ons gerechtvaardigd belang bij een veilige en betrouwbare dienst (artikel 6.1.f AVG).',
  'policy.privacy.purposes.none':
    'We verkopen geen persoonsgegevens, gebruiken ze niet voor reclame en nemen geen beslissingen die uitsluitend op geautomatiseerde verwerking berusten.',
  'policy.privacy.retention.title': 'Bewaartermijnen',
  'policy.privacy.retention.account':
    '<b>Accountgegevens:</b> zolang het account bestaat. Na het einde van de overeenkomst verwijderen we ze binnen 90 dagen, behalve wat we wettelijk langer moeten bewaren.',
  'policy.privacy.retention.reports':
    '<b>Plaatsbeschrijvingen, foto’s en handtekeningen:</b> zolang het bureau ze in zijn account bewaart. Een afgewerkte plaatsbeschrijving is het bewijsstuk dat de partijen ondertekenden en blijft daarom bewaard; een ontwerp kan het bureau zelf verwijderen. Na het einde van de overeenkomst kan het bureau zijn plaatsbeschrijvingen nog 90 dagen opvragen; daarna verwijderen we ze. Foto’s die bij het nabewerken geladen maar nooit bewaard werden, verwijderen we na één dag.',
  'policy.privacy.retention.payments':
    '<b>Betalingen en facturen:</b> zolang de Belgische boekhoud- en btw-wetgeving ons verplicht ze te bewaren.',
  'policy.privacy.retention.inquiries':
    '<b>Informatieaanvragen:</b> tot we ze behandeld hebben; een aanvraag die niet tot een account leidt, verwijderen we uiterlijk twaalf maanden na ontvangst.',
  'policy.privacy.retention.logs':
    '<b>Logs:</b> technische serverlogs en aanmeldgegevens ten hoogste twaalf maanden; de lijst van verzonden e-mails en de transacties zolang de plaatsbeschrijving of het account waartoe ze behoren.',
  'policy.privacy.retention.links':
    'Een link om een wachtwoord te kiezen werkt maar één keer en vervalt na 60 minuten (na zeven dagen voor de welkomstmail). Een aanmelding blijft geldig tot je je afmeldt, en ten hoogste 30 dagen zonder gebruik.',
  'policy.privacy.recipients.title': 'Ontvangers, subverwerkers en hosting',
  'policy.privacy.recipients.text':
    'Alleen medewerkers die de dienst beheren of ondersteuning bieden, hebben toegang tot je gegevens, en alleen voor zover dat voor hun taak nodig is. We doen een beroep op enkele zorgvuldig gekozen dienstverleners (subverwerkers): een hostingprovider voor de servers, de databank en de opslag van bestanden, een dienst voor het verzenden van e-mails en een betaalprovider voor de online aankoop van credits. Met elk van hen sloten we een verwerkersovereenkomst.',
  'policy.privacy.recipients.eu':
    'De dienst en zijn gegevens worden gehost in datacenters in de Europese Unie. Moet een subverwerker toch gegevens buiten de Europese Economische Ruimte verwerken, dan alleen met passende waarborgen, zoals een adequaatheidsbesluit of de standaardcontractbepalingen van de Europese Commissie.',
  'policy.privacy.recipients.firm':
    'Plaatsbeschrijvingen gaan naar wie het bureau ze stuurt: de partijen en de e-mailadressen die het bureau instelt. Op vraag van een bureau bezorgen we de lijst van onze subverwerkers; een nieuwe subverwerker melden we vooraf.',
  'policy.privacy.security.title': 'Beveiliging',
  'policy.privacy.security.text':
    'Verbindingen met de dienst zijn versleuteld. Wachtwoorden en aanmeldsleutels bewaren we alleen als onomkeerbare hash. Elk account ziet alleen zijn eigen plaatsbeschrijvingen, en alleen onze beheerders openen de beheerschermen. Een inbreuk in verband met persoonsgegevens melden we zoals de AVG het vraagt aan de Gegevensbeschermingsautoriteit, aan het betrokken bureau en, waar nodig, aan de betrokkenen.',
  'policy.privacy.rights.title': 'Je rechten',
  'policy.privacy.rights.intro': 'Je hebt het recht om:',
  'policy.privacy.rights.access': 'je gegevens in te zien en er een kopie van te krijgen (recht op inzage);',
  'policy.privacy.rights.rectification':
    'onjuiste of onvolledige gegevens te laten verbeteren (recht op rectificatie);',
  'policy.privacy.rights.erasure':
    'je gegevens te laten wissen, tenzij we ze nog moeten bewaren, bijvoorbeeld voor de boekhouding (recht op gegevenswissing);',
  'policy.privacy.rights.restriction':
    'de verwerking tijdelijk te laten beperken, bijvoorbeeld terwijl we een verzoek tot verbetering nagaan (recht op beperking);',
  'policy.privacy.rights.portability':
    'de gegevens die je ons zelf bezorgde in een gangbaar, machineleesbaar formaat te krijgen of aan een andere dienst te laten bezorgen (recht op overdraagbaarheid);',
  'policy.privacy.rights.objection':
    'bezwaar te maken tegen een verwerking die op ons gerechtvaardigd belang berust (recht van bezwaar).',
  'policy.privacy.rights.how':
    'Stuur je verzoek naar {email}. We kunnen je vragen om je identiteit aan te tonen, zodat we geen gegevens aan de verkeerde persoon geven. We antwoorden binnen een maand; bij complexe of talrijke verzoeken kan die termijn met twee maanden verlengd worden, en dat laten we je dan binnen de eerste maand weten. Je rechten uitoefenen is gratis.',
  'policy.privacy.rights.reports':
    'Gaat je verzoek over gegevens in een plaatsbeschrijving, dan beslist het bureau dat ze opmaakte erover. We bezorgen je verzoek aan dat bureau en helpen het om binnen de termijn te antwoorden. Een ondertekende plaatsbeschrijving blijft het bewijsstuk van de partijen: het bureau kan die gegevens daarom niet altijd wissen of wijzigen.',
  'policy.privacy.complaint.title': 'Klacht bij de Gegevensbeschermingsautoriteit',
  'policy.privacy.complaint.text':
    'Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten; we zoeken graag samen een oplossing. Je kan ook altijd een klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel, <authority>www.gegevensbeschermingsautoriteit.be</authority>.',
  'policy.privacy.cookies.title': 'Cookies en opslag in je browser',
  'policy.privacy.cookies.text':
    'We plaatsen geen cookies en gebruiken geen technieken om je te volgen: geen advertentiecookies en geen analysediensten. Je browser bewaart alleen wat strikt nodig is om de dienst te laten werken: in zijn lokale opslag je aanmeldsleutels zolang je aangemeld bent, de taal die je kiest en dat je de melding over opslag gezien hebt; in IndexedDB de plaatsbeschrijvingen die je in de veldapp meenam, met je wijzigingen en foto’s tot de server ze heeft; en in de cache van de app haar eigen bestanden. Daarvoor is geen toestemming nodig. Je wist die gegevens door je af te melden of je browsergegevens te wissen. Meer daarover in ons <cookies>cookiebeleid</cookies>.',
  'policy.privacy.contact.title': 'Contact',
  'policy.privacy.contact.text':
    'Voor vragen over dit privacybeleid of over je gegevens: {company}, {address}, {email}.',
  'policy.privacy.changes.title': 'Wijzigingen',
  'policy.privacy.changes.text':
    'We passen dit privacybeleid aan wanneer de dienst of de wet verandert. De datum bovenaan toont de laatste wijziging; belangrijke wijzigingen melden we vooraf aan onze klanten.',

  'policy.terms.title': 'Algemene voorwaarden',
  'policy.terms.intro':
    'Deze voorwaarden gelden voor het gebruik van de back-office en de tablet-app voor plaatsbeschrijvingen die {company} (ondernemingsnummer {companyNumber}) aanbiedt. De dienst is bestemd voor professionele gebruikers, zoals plaatsbeschrijvingsbureaus, vastgoedmakelaars en vastgoedbeheerders. Wie een account gebruikt, aanvaardt deze voorwaarden namens de onderneming waarvoor hij werkt.',
  'policy.terms.service.title': 'De dienst',
  'policy.terms.service.text':
    'Met de dienst maak je plaatsbeschrijvingen bij intrede, bij uittrede, voorafgaand aan werken en bij tussentijdse controles. Je bereidt ze voor in de back-office, vult ze ter plaatse in met de tablet-app (ook zonder internetverbinding), laat de partijen ondertekenen, werkt ze na en verstuurt ze als PDF. We mogen de dienst verbeteren en aanpassen, zolang wat hij je wezenlijk biedt behouden blijft.',
  'policy.terms.account.title': 'Account en toegang',
  'policy.terms.account.text':
    'We maken je account aan na je aanvraag; je kiest zelf een wachtwoord via de link die je per e-mail krijgt. Houd je wachtwoord geheim en deel je account niet: wat met je account gebeurt, valt onder jouw verantwoordelijkheid. Merk je misbruik, wijzig dan meteen je wachtwoord en laat het ons weten. We mogen een account uitschakelen bij misbruik, een beveiligingsrisico of een betalingsachterstand; een uitgeschakeld account kan zich niet aanmelden, maar zijn gegevens blijven bewaard.',
  'policy.terms.subscription.title': 'Abonnement en credits',
  'policy.terms.subscription.intro': 'Je betaalt voor de dienst met een abonnement en met credits:',
  'policy.terms.subscription.period':
    'Het abonnement loopt voor de afgesproken periode, in de regel één jaar, tegen de prijs die we met je afspreken. Vanaf 14 dagen voor het einde en na het einde toont de back-office een melding; we verlengen het abonnement op jouw vraag.',
  'policy.terms.subscription.credit':
    'Elke plaatsbeschrijving die je aanmaakt, gebruikt één credit, op het moment dat je ze aanmaakt, of je ze nu als ontwerp bewaart of meteen klaarzet voor de app. Een kopie van een afgewerkte plaatsbeschrijving (bijvoorbeeld een uittrede op basis van de intrede) gebruikt ook één credit.',
  'policy.terms.subscription.free':
    'Een plaatsbeschrijving aanpassen, nabewerken of aanvullen met een addendum, er een nieuwe PDF-versie van maken en ze mailen kost geen credits.',
  'policy.terms.subscription.none':
    'Heb je geen credits meer, dan wordt de plaatsbeschrijving niet aangemaakt en wordt er niets aangerekend. Je saldo zie je in het menu en in je profiel.',
  'policy.terms.subscription.delete':
    'Verwijder je een plaatsbeschrijving zolang ze een concept is, dan komt haar credit terug op je saldo. Eens ze naar de app ging, blijft de credit gebruikt, ook als je ze verwijdert.',
  'policy.terms.subscription.buy':
    'Credits koop je in je profiel per pakket van 10, 50 of 100 en betaal je online via onze betaalprovider; ze worden toegevoegd zodra de betaling bevestigd is. We kunnen ook credits toekennen wanneer we je account aanmaken of je abonnement verlengen. Credits vervallen niet zolang je account bestaat en worden niet in geld terugbetaald.',
  'policy.terms.content.title': 'Jouw verantwoordelijkheid voor de inhoud',
  'policy.terms.content.text1':
    'Jij bent verantwoordelijk voor wat je in de dienst invoert en verstuurt: de juistheid en volledigheid van de vaststellingen, foto’s en teksten, de keuze van sjablonen en documentteksten, en het naleven van de regels die voor plaatsbeschrijvingen gelden, zoals de tegensprekelijke opmaak en de registratie. De dienst is een hulpmiddel: hij geeft geen juridisch advies en controleert de inhoud van je plaatsbeschrijvingen niet.',
  'policy.terms.content.text2':
    'Je voert persoonsgegevens van partijen alleen in als je daarvoor een rechtsgrond hebt, en je informeert hen over die verwerking. Je voert geen onwettige of schadelijke inhoud in en je probeert de dienst niet te misbruiken of te verstoren.',
  'policy.terms.data.title': 'Persoonsgegevens en verwerking in opdracht',
  'policy.terms.data.intro':
    'Voor de persoonsgegevens in je plaatsbeschrijvingen ben jij verwerkingsverantwoordelijke en zijn wij verwerker. Deze bepalingen vormen samen met ons <privacy>privacybeleid</privacy> de verwerkersovereenkomst van artikel 28 AVG. Wij:',
  'policy.terms.data.instructions':
    'verwerken die gegevens alleen volgens jouw instructies, zoals die blijken uit je gebruik van de dienst, en voor geen enkel eigen doel;',
  'policy.terms.data.confidential': 'verplichten iedereen die er toegang toe heeft tot geheimhouding;',
  'policy.terms.data.security': 'nemen passende technische en organisatorische beveiligingsmaatregelen;',
  'policy.terms.data.subprocessors':
    'schakelen alleen subverwerkers in die dezelfde verplichtingen aangaan, en melden je een nieuwe subverwerker vooraf, zodat je bezwaar kan maken;',
  'policy.terms.data.assist':
    'helpen je om verzoeken van betrokkenen te beantwoorden en je eigen verplichtingen na te komen, en melden je een inbreuk in verband met persoonsgegevens zonder onredelijke vertraging;',
  'policy.terms.data.end':
    'bezorgen je bij het einde van de overeenkomst op vraag je plaatsbeschrijvingen en verwijderen daarna de gegevens, behalve wat de wet ons verplicht te bewaren;',
  'policy.terms.data.audit': 'geven je de informatie die nodig is om aan te tonen dat we deze verplichtingen nakomen.',
  'policy.terms.availability.title': 'Beschikbaarheid',
  'policy.terms.availability.text':
    'We doen al het redelijke om de dienst dag en nacht beschikbaar te houden, maar we kunnen geen ononderbroken werking garanderen. Onderhoud plannen we zoveel mogelijk buiten de kantooruren en kondigen we vooraf aan. De tablet-app blijft zonder verbinding werken en synchroniseert zodra de verbinding terug is. Storingen van netwerken of diensten van derden vallen buiten onze controle.',
  'policy.terms.liability.title': 'Aansprakelijkheid',
  'policy.terms.liability.text1':
    'We zijn aansprakelijk voor schade die rechtstreeks volgt uit een tekortkoming in onze verplichtingen. Die aansprakelijkheid is beperkt tot wat je ons betaalde in de twaalf maanden vóór het schadegeval. We zijn niet aansprakelijk voor onrechtstreekse schade, zoals winstderving of verlies van klanten, en evenmin voor geschillen tussen partijen over de inhoud van een plaatsbeschrijving.',
  'policy.terms.liability.text2':
    'Deze beperkingen gelden niet bij opzet of bedrog, en evenmin waar de wet ze niet toelaat.',
  'policy.terms.termination.title': 'Duur en einde',
  'policy.terms.termination.text1':
    'De overeenkomst loopt zolang je abonnement loopt. Jij en wij kunnen ze schriftelijk opzeggen tegen het einde van de lopende abonnementsperiode, met een opzegtermijn van een maand.',
  'policy.terms.termination.text2':
    'Bij een ernstige tekortkoming die niet binnen 30 dagen na een schriftelijke ingebrekestelling hersteld is, mag de andere partij de overeenkomst meteen beëindigen.',
  'policy.terms.termination.text3':
    'Na het einde kan je je plaatsbeschrijvingen nog 90 dagen opvragen; daarna verwijderen we het account en zijn gegevens zoals ons privacybeleid beschrijft. Niet gebruikte credits vervallen bij het einde.',
  'policy.terms.changes.title': 'Wijzigingen van deze voorwaarden',
  'policy.terms.changes.text':
    'We kunnen deze voorwaarden wijzigen. Een wezenlijke wijziging melden we je minstens 30 dagen vooraf; ga je er niet mee akkoord, dan kan je de overeenkomst opzeggen vóór de wijziging ingaat.',
  'policy.terms.law.title': 'Toepasselijk recht en bevoegde rechtbank',
  'policy.terms.law.text':
    'Op deze voorwaarden is het Belgische recht van toepassing. We proberen een geschil eerst in onderling overleg op te lossen. Lukt dat niet, dan zijn alleen de rechtbanken van het gerechtelijk arrondissement van onze maatschappelijke zetel bevoegd.',
  'policy.terms.contact.title': 'Contact',
  'policy.terms.contact.text': 'Vragen over deze voorwaarden of over je abonnement: {company}, {address}, {email}.',
};
