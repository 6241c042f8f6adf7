export const fr: Record<string, string> = {
  'nav.reports': 'Biens',
  'nav.users': 'Utilisateurs',
  'nav.inquiries': 'Demandes',
  'nav.profile': 'Profil',
  'nav.credits': '{count, plural, one {# crédit restant} other {# crédits restants}}',
  'nav.logout': 'Se déconnecter',
  'locale.label': 'Langue',
  'error.credentialsIncorrect': "L'adresse e-mail ou le mot de passe est incorrect.",
  'error.noCredits': "Vous n'avez plus de crédits. Achetez des crédits pour créer un état des lieux.",
};
