/** The privacy policy and the terms in French (outline: features/policies/documents.ts). */
export const policiesFR: Record<string, string> = {
  'policy.updated': 'Dernière mise à jour le {date}.',

  'policy.privacy.title': 'Politique de confidentialité',
  'policy.privacy.intro':
    'Cette politique explique quelles données à caractère personnel {company} traite lorsque vous utilisez notre back-office et notre application tablette pour les états des lieux ou que vous nous envoyez une demande d’information, pourquoi nous le faisons, combien de temps nous les conservons et quels sont vos droits. Nous respectons le Règlement général sur la protection des données (RGPD) et la loi belge du 30 juillet 2018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel.',
  'policy.privacy.provider.title': 'Qui sommes-nous',
  'policy.privacy.provider.text':
    '{company} (siège social : {address} ; numéro d’entreprise : {companyNumber}) propose cette application en tant que service en ligne. Pour toute question relative à la vie privée, écrivez-nous à {email}.',
  'policy.privacy.roles.title': 'Responsable du traitement et sous-traitant',
  'policy.privacy.roles.intro': 'Qui décide de vos données dépend des données concernées :',
  'policy.privacy.roles.firm':
    '<b>Données des états des lieux.</b> Le bureau d’expertise, l’agent immobilier ou le gestionnaire qui établit un état des lieux est responsable du traitement des données des parties et de leurs représentants figurant dans cet état des lieux (locataires, bailleurs, propriétaires, entrepreneurs et autres), ainsi que des photos et signatures qu’il contient. Pour ces données, nous ne sommes que sous-traitant : nous les conservons et les traitons uniquement pour le compte de ce bureau et selon ses instructions, comme le prévoient nos conditions générales.',
  'policy.privacy.roles.own':
    '<b>Données de compte, de facturation et de demande.</b> Pour les données de nos clients et de leurs utilisateurs (compte, abonnement, crédits, paiements), pour les demandes d’information envoyées via notre site et pour les journaux du service, nous sommes nous-mêmes responsables du traitement.',
  'policy.privacy.roles.party':
    'Vous êtes partie à un état des lieux et vous avez une question sur vos données qui y figurent ? Adressez-vous d’abord au bureau qui l’a établi. Si vous nous contactez, nous transmettons votre demande sans délai à ce bureau et l’aidons à vous répondre.',
  'policy.privacy.data.title': 'Les données que nous traitons',
  'policy.privacy.data.intro': 'Nous ne traitons que les données dont le service a besoin :',
  'policy.privacy.data.account':
    '<b>Données de compte :</b> prénom et nom, adresse e-mail, numéro de téléphone, adresse de facturation, numéro de TVA, rôle, photo de profil et une empreinte irréversible (hash) de votre mot de passe.',
  'policy.privacy.data.reports':
    '<b>États des lieux :</b> l’adresse du bien, les constats par pièce et par objet, les relevés de compteurs et les clés, ainsi que les données d’identité des parties et de leurs représentants : nom, dénomination et numéro d’entreprise, adresse, téléphone, adresse e-mail, date et lieu de naissance et, si le bureau le renseigne, le numéro de registre national.',
  'policy.privacy.data.photos':
    '<b>Photos</b> du bien, des pièces et des constats, avec le moment où elles ont été prises.',
  'policy.privacy.data.signatures':
    '<b>Signatures</b> des parties et de leurs représentants, avec le lieu, la date et l’heure de signature et la version du document sur laquelle elles ont été données.',
  'policy.privacy.data.payments':
    '<b>Données de paiement :</b> crédits et abonnements achetés, montant, date et statut de chaque paiement et référence du prestataire de paiement. Vos données de carte ou de compte ne nous parviennent pas ; c’est le prestataire de paiement qui les traite.',
  'policy.privacy.data.inquiries':
    '<b>Demandes d’information :</b> la dénomination de l’entreprise, le prénom et le nom, l’adresse e-mail et le numéro de téléphone que vous indiquez dans le formulaire, et le fait que vous avez accepté cette politique.',
  'policy.privacy.data.logs':
    '<b>Journaux :</b> connexions (moment et compte), e-mails envoyés avec les documents qu’ils contiennent, transactions, et journaux techniques du serveur avec l’adresse IP, le moment et la page demandée.',
  'policy.privacy.purposes.title': 'Finalités et bases juridiques',
  'policy.privacy.purposes.contract':
    '<b>Fournir le service</b> (votre compte, établir, conserver, générer en PDF et envoyer les états des lieux, assistance) : nécessaire à l’exécution du contrat avec notre client (article 6.1.b du RGPD). Les données des états des lieux, nous ne les traitons que pour le compte du bureau, qui détermine lui-même la base juridique de son traitement.',
  'policy.privacy.purposes.billing':
    '<b>Abonnements, crédits et facturation :</b> l’exécution du contrat et nos obligations légales comptables et fiscales (article 6.1.b et 6.1.c du RGPD).',
  'policy.privacy.purposes.inquiries':
    '<b>Répondre aux demandes d’information</b> et, si vous le souhaitez, créer un compte : des mesures prises à votre demande avant la conclusion d’un contrat (article 6.1.b du RGPD).',
  'policy.privacy.purposes.security':
    '<b>Sécurité et prévention des abus</b> (limiter les tentatives de connexion, détecter les erreurs, analyser les incidents) : notre intérêt légitime à offrir un service sûr et fiable (article 6.1.f du RGPD).',
  'policy.privacy.purposes.none':
    'Nous ne vendons aucune donnée à caractère personnel, ne les utilisons pas à des fins publicitaires et ne prenons aucune décision fondée exclusivement sur un traitement automatisé.',
  'policy.privacy.retention.title': 'Durées de conservation',
  'policy.privacy.retention.account':
    '<b>Données de compte :</b> aussi longtemps que le compte existe. Après la fin du contrat, nous les supprimons dans les 90 jours, sauf ce que la loi nous oblige à conserver plus longtemps.',
  'policy.privacy.retention.reports':
    '<b>États des lieux, photos et signatures :</b> aussi longtemps que le bureau les conserve dans son compte. Un état des lieux finalisé est la pièce justificative que les parties ont signée et reste donc conservé ; un brouillon, le bureau peut le supprimer lui-même. Après la fin du contrat, le bureau peut encore demander ses états des lieux pendant 90 jours ; ensuite, nous les supprimons. Les photos chargées lors d’une retouche mais jamais enregistrées sont supprimées après un jour.',
  'policy.privacy.retention.payments':
    '<b>Paiements et factures :</b> aussi longtemps que la législation belge comptable et en matière de TVA nous oblige à les conserver.',
  'policy.privacy.retention.inquiries':
    '<b>Demandes d’information :</b> jusqu’à leur traitement ; une demande qui ne mène pas à un compte est supprimée au plus tard douze mois après sa réception.',
  'policy.privacy.retention.logs':
    '<b>Journaux :</b> journaux techniques du serveur et données de connexion douze mois au maximum ; la liste des e-mails envoyés et les transactions aussi longtemps que l’état des lieux ou le compte auquel ils se rapportent.',
  'policy.privacy.retention.links':
    'Un lien pour choisir un mot de passe ne fonctionne qu’une fois et expire après 60 minutes (après sept jours pour l’e-mail de bienvenue). Une connexion reste valable jusqu’à ce que vous vous déconnectiez, et au plus 30 jours sans utilisation.',
  'policy.privacy.recipients.title': 'Destinataires, sous-traitants et hébergement',
  'policy.privacy.recipients.text':
    'Seuls les collaborateurs qui gèrent le service ou fournissent l’assistance ont accès à vos données, et uniquement dans la mesure nécessaire à leur tâche. Nous faisons appel à quelques prestataires choisis avec soin (sous-traitants ultérieurs) : un hébergeur pour les serveurs, la base de données et le stockage des fichiers, un service d’envoi d’e-mails et un prestataire de paiement pour l’achat de crédits en ligne. Nous avons conclu un contrat de sous-traitance avec chacun d’eux.',
  'policy.privacy.recipients.eu':
    'Le service et ses données sont hébergés dans des centres de données situés dans l’Union européenne. Si un sous-traitant devait traiter des données en dehors de l’Espace économique européen, ce ne serait qu’avec des garanties appropriées, telles qu’une décision d’adéquation ou les clauses contractuelles types de la Commission européenne.',
  'policy.privacy.recipients.firm':
    'Les états des lieux sont envoyés aux destinataires choisis par le bureau : les parties et les adresses e-mail que le bureau configure. À la demande d’un bureau, nous communiquons la liste de nos sous-traitants ; tout nouveau sous-traitant est annoncé à l’avance.',
  'policy.privacy.security.title': 'Sécurité',
  'policy.privacy.security.text':
    'Les connexions au service sont chiffrées. Nous ne conservons les mots de passe et les clés de connexion que sous forme d’empreinte irréversible. Chaque compte ne voit que ses propres états des lieux, et seuls nos administrateurs ouvrent les écrans de gestion. Une violation de données à caractère personnel est notifiée, comme l’exige le RGPD, à l’Autorité de protection des données, au bureau concerné et, si nécessaire, aux personnes concernées.',
  'policy.privacy.rights.title': 'Vos droits',
  'policy.privacy.rights.intro': 'Vous avez le droit :',
  'policy.privacy.rights.access': 'de consulter vos données et d’en obtenir une copie (droit d’accès) ;',
  'policy.privacy.rights.rectification':
    'de faire corriger des données inexactes ou incomplètes (droit de rectification) ;',
  'policy.privacy.rights.erasure':
    'de faire effacer vos données, sauf si nous devons encore les conserver, par exemple pour la comptabilité (droit à l’effacement) ;',
  'policy.privacy.rights.restriction':
    'de faire limiter temporairement le traitement, par exemple pendant que nous vérifions une demande de rectification (droit à la limitation) ;',
  'policy.privacy.rights.portability':
    'de recevoir les données que vous nous avez fournies dans un format courant et lisible par machine, ou de les faire transmettre à un autre service (droit à la portabilité) ;',
  'policy.privacy.rights.objection':
    'de vous opposer à un traitement fondé sur notre intérêt légitime (droit d’opposition).',
  'policy.privacy.rights.how':
    'Envoyez votre demande à {email}. Nous pouvons vous demander de prouver votre identité, afin de ne pas communiquer de données à la mauvaise personne. Nous répondons dans un délai d’un mois ; pour des demandes complexes ou nombreuses, ce délai peut être prolongé de deux mois, ce que nous vous indiquons alors dans le premier mois. L’exercice de vos droits est gratuit.',
  'policy.privacy.rights.reports':
    'Si votre demande porte sur des données figurant dans un état des lieux, c’est le bureau qui l’a établi qui en décide. Nous lui transmettons votre demande et l’aidons à y répondre dans le délai. Un état des lieux signé reste la pièce justificative des parties : le bureau ne peut donc pas toujours effacer ou modifier ces données.',
  'policy.privacy.complaint.title': 'Plainte auprès de l’Autorité de protection des données',
  'policy.privacy.complaint.text':
    'Si vous n’êtes pas satisfait de la manière dont nous traitons vos données, dites-le-nous d’abord ; nous chercherons volontiers une solution avec vous. Vous pouvez aussi introduire à tout moment une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, <authority>www.autoriteprotectiondonnees.be</authority>.',
  'policy.privacy.cookies.title': 'Cookies et stockage dans votre navigateur',
  'policy.privacy.cookies.text':
    'Nous ne plaçons aucun cookie et n’utilisons aucune technique de suivi : pas de cookies publicitaires ni de services d’analyse. Votre navigateur ne conserve que ce qui est strictement nécessaire au fonctionnement du service : dans son stockage local, vos clés de connexion tant que vous êtes connecté, la langue que vous choisissez et le fait que vous avez vu l’avis sur le stockage ; dans IndexedDB, les états des lieux emportés dans l’application de terrain, avec vos modifications et vos photos jusqu’à ce que le serveur les ait ; et dans le cache de l’application, ses propres fichiers. Aucun consentement n’est requis pour cela. Vous effacez ces données en vous déconnectant ou en effaçant les données de votre navigateur. Pour en savoir plus, consultez notre <cookies>politique en matière de cookies</cookies>.',
  'policy.privacy.contact.title': 'Contact',
  'policy.privacy.contact.text':
    'Pour toute question sur cette politique ou sur vos données : {company}, {address}, {email}.',
  'policy.privacy.changes.title': 'Modifications',
  'policy.privacy.changes.text':
    'Nous adaptons cette politique lorsque le service ou la loi change. La date en haut de la page indique la dernière modification ; nous annonçons à l’avance les modifications importantes à nos clients.',

  'policy.terms.title': 'Conditions générales',
  'policy.terms.intro':
    'Ces conditions s’appliquent à l’utilisation du back-office et de l’application tablette pour les états des lieux proposés par {company} (numéro d’entreprise {companyNumber}). Le service est destiné aux professionnels, tels que les bureaux d’expertise, les agents immobiliers et les gestionnaires de biens. Quiconque utilise un compte accepte ces conditions au nom de l’entreprise pour laquelle il travaille.',
  'policy.terms.service.title': 'Le service',
  'policy.terms.service.text':
    'Le service vous permet d’établir des états des lieux d’entrée, de sortie, avant travaux et de contrôle intermédiaire. Vous les préparez dans le back-office, les complétez sur place avec l’application tablette (même sans connexion internet), les faites signer par les parties, les retouchez et les envoyez en PDF. Nous pouvons améliorer et adapter le service, pour autant que l’essentiel de ce qu’il vous offre soit maintenu.',
  'policy.terms.account.title': 'Compte et accès',
  'policy.terms.account.text':
    'Nous créons votre compte à la suite de votre demande ; vous choisissez vous-même un mot de passe via le lien reçu par e-mail. Gardez votre mot de passe secret et ne partagez pas votre compte : ce qui se passe avec votre compte relève de votre responsabilité. Si vous constatez un abus, changez immédiatement votre mot de passe et prévenez-nous. Nous pouvons désactiver un compte en cas d’abus, de risque pour la sécurité ou de retard de paiement ; un compte désactivé ne peut plus se connecter, mais ses données restent conservées.',
  'policy.terms.subscription.title': 'Abonnement et crédits',
  'policy.terms.subscription.intro': 'Vous payez le service par un abonnement et par des crédits :',
  'policy.terms.subscription.period':
    'L’abonnement court pour la période convenue, en règle générale un an, au prix convenu avec vous. À partir de 14 jours avant son terme et après celui-ci, le back-office affiche un avis ; nous prolongeons l’abonnement à votre demande.',
  'policy.terms.subscription.credit':
    'Chaque état des lieux que vous créez utilise un crédit, au moment de sa création, que vous l’enregistriez comme brouillon ou le prépariez directement pour l’application. Une copie d’un état des lieux finalisé (par exemple une sortie établie à partir de l’entrée) utilise aussi un crédit.',
  'policy.terms.subscription.free':
    'Modifier un état des lieux, le retoucher ou le compléter par un avenant, en générer une nouvelle version PDF et l’envoyer par e-mail ne coûte aucun crédit.',
  'policy.terms.subscription.none':
    'Si vous n’avez plus de crédits, l’état des lieux n’est pas créé et rien n’est facturé. Votre solde apparaît dans le menu et dans votre profil.',
  'policy.terms.subscription.delete':
    'Si vous supprimez un état des lieux tant qu’il est un brouillon, son crédit revient sur votre solde. Une fois l’état des lieux envoyé à l’app, son crédit reste utilisé, même si vous le supprimez.',
  'policy.terms.subscription.buy':
    'Vous achetez des crédits dans votre profil par paquets de 10, 50 ou 100 et les payez en ligne via notre prestataire de paiement ; ils sont ajoutés dès que le paiement est confirmé. Nous pouvons aussi attribuer des crédits lors de la création de votre compte ou de la prolongation de votre abonnement. Les crédits n’expirent pas tant que votre compte existe et ne sont pas remboursés en argent.',
  'policy.terms.content.title': 'Votre responsabilité quant au contenu',
  'policy.terms.content.text1':
    'Vous êtes responsable de ce que vous saisissez dans le service et de ce que vous envoyez : l’exactitude et l’exhaustivité des constats, des photos et des textes, le choix des modèles et des textes de documents, et le respect des règles applicables aux états des lieux, comme leur établissement contradictoire et leur enregistrement. Le service est un outil : il ne donne pas d’avis juridique et ne vérifie pas le contenu de vos états des lieux.',
  'policy.terms.content.text2':
    'Vous ne saisissez les données à caractère personnel des parties que si vous disposez d’une base juridique pour le faire, et vous les informez de ce traitement. Vous ne saisissez aucun contenu illicite ou nuisible et ne tentez pas d’abuser du service ni de le perturber.',
  'policy.terms.data.title': 'Données à caractère personnel et sous-traitance',
  'policy.terms.data.intro':
    'Pour les données à caractère personnel de vos états des lieux, vous êtes responsable du traitement et nous sommes sous-traitant. Ces dispositions forment, avec notre <privacy>politique de confidentialité</privacy>, le contrat de sous-traitance visé à l’article 28 du RGPD. Nous :',
  'policy.terms.data.instructions':
    'ne traitons ces données que selon vos instructions, telles qu’elles ressortent de votre utilisation du service, et pour aucune finalité propre ;',
  'policy.terms.data.confidential': 'imposons la confidentialité à toute personne qui y a accès ;',
  'policy.terms.data.security': 'prenons des mesures de sécurité techniques et organisationnelles appropriées ;',
  'policy.terms.data.subprocessors':
    'ne faisons appel qu’à des sous-traitants soumis aux mêmes obligations, et vous annonçons à l’avance tout nouveau sous-traitant, afin que vous puissiez vous y opposer ;',
  'policy.terms.data.assist':
    'vous aidons à répondre aux demandes des personnes concernées et à respecter vos propres obligations, et vous notifions une violation de données à caractère personnel dans les meilleurs délais ;',
  'policy.terms.data.end':
    'vous remettons, à la fin du contrat et à votre demande, vos états des lieux, puis supprimons les données, sauf ce que la loi nous oblige à conserver ;',
  'policy.terms.data.audit':
    'vous fournissons les informations nécessaires pour démontrer que nous respectons ces obligations.',
  'policy.terms.availability.title': 'Disponibilité',
  'policy.terms.availability.text':
    'Nous faisons tout ce qui est raisonnable pour que le service soit disponible jour et nuit, mais nous ne pouvons pas garantir un fonctionnement ininterrompu. Nous planifions la maintenance autant que possible en dehors des heures de bureau et l’annonçons à l’avance. L’application tablette continue de fonctionner sans connexion et se synchronise dès que la connexion est rétablie. Les pannes de réseaux ou de services de tiers échappent à notre contrôle.',
  'policy.terms.liability.title': 'Responsabilité',
  'policy.terms.liability.text1':
    'Nous sommes responsables des dommages qui résultent directement d’un manquement à nos obligations. Cette responsabilité est limitée à ce que vous nous avez payé au cours des douze mois précédant le fait dommageable. Nous ne sommes pas responsables des dommages indirects, tels que la perte de bénéfices ou de clientèle, ni des litiges entre parties sur le contenu d’un état des lieux.',
  'policy.terms.liability.text2':
    'Ces limitations ne s’appliquent pas en cas de faute intentionnelle ou de fraude, ni lorsque la loi ne les autorise pas.',
  'policy.terms.termination.title': 'Durée et fin',
  'policy.terms.termination.text1':
    'Le contrat court aussi longtemps que votre abonnement. Vous comme nous pouvons le résilier par écrit pour la fin de la période d’abonnement en cours, moyennant un préavis d’un mois.',
  'policy.terms.termination.text2':
    'En cas de manquement grave auquel il n’est pas remédié dans les 30 jours d’une mise en demeure écrite, l’autre partie peut mettre fin au contrat immédiatement.',
  'policy.terms.termination.text3':
    'Après la fin, vous pouvez encore demander vos états des lieux pendant 90 jours ; ensuite, nous supprimons le compte et ses données comme le décrit notre politique de confidentialité. Les crédits non utilisés expirent à la fin du contrat.',
  'policy.terms.changes.title': 'Modification des présentes conditions',
  'policy.terms.changes.text':
    'Nous pouvons modifier ces conditions. Nous vous annonçons toute modification substantielle au moins 30 jours à l’avance ; si vous ne l’acceptez pas, vous pouvez résilier le contrat avant son entrée en vigueur.',
  'policy.terms.law.title': 'Droit applicable et tribunaux compétents',
  'policy.terms.law.text':
    'Ces conditions sont régies par le droit belge. Nous cherchons d’abord à régler tout litige à l’amiable. À défaut, seuls les tribunaux de l’arrondissement judiciaire de notre siège social sont compétents.',
  'policy.terms.contact.title': 'Contact',
  'policy.terms.contact.text':
    'Pour toute question sur ces conditions ou sur votre abonnement : {company}, {address}, {email}.',
};
