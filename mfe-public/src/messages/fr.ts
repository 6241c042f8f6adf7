export const fr: Record<string, string> = {
  'landing.login': 'Se connecter',
  'login.title': 'Se connecter',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'inquiry.submit': 'Envoyer',
};
