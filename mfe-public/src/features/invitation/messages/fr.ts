/** French texts of the invitation page (docs/product.md "Organisations and roles"). */
export const fr: Record<string, string> = {
  'invitation.title': 'Invitation',
  'invitation.intro':
    'Bienvenue {name} ! Vous êtes invité à rejoindre {organisation}. Choisissez un mot de passe pour créer votre compte.',
  'invitation.organisation': 'Organisation',
  'invitation.inviter': 'Invité par',
  'invitation.role': 'Rôle',
  'invitation.branch': 'Agence',
  'invitation.allBranches': 'Toutes les agences',
  'invitation.expires': 'Lien valable jusqu’au',
  'invitation.email': 'Adresse e-mail à laquelle l’invitation a été envoyée',
  'invitation.submit': 'Créer le compte',
  'invitation.ready': 'Votre compte est prêt. Connectez-vous avec votre adresse e-mail et votre nouveau mot de passe.',
  'invitation.gone.title': 'Cette invitation ne fonctionne plus',
  'invitation.unknown.title': 'Ce lien n’existe pas',
  'invitation.unknown.text':
    'Vérifiez que vous avez utilisé le lien complet de l’e-mail, ou demandez une nouvelle invitation à votre gestionnaire d’entreprise.',
  'invitation.failed.title': 'L’invitation n’a pas pu être chargée',
  'invitation.retry': 'Réessayer',
  'invitation.toLogin': 'Vers la connexion',
  'invitation.role.company_manager': 'Gestionnaire d’entreprise',
  'invitation.role.branch_manager': 'Gestionnaire d’agence',
  'invitation.role.inspector': 'Inspecteur',
  'invitation.role.sales': 'Commercial',
};
