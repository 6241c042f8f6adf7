/** Dutch texts of the invitation page (docs/product.md "Organisations and roles"). */
export const nl: Record<string, string> = {
  'invitation.title': 'Uitnodiging',
  'invitation.intro':
    'Welkom {name}! Je bent uitgenodigd om lid te worden van {organisation}. Kies een wachtwoord om je account te maken.',
  'invitation.organisation': 'Organisatie',
  'invitation.inviter': 'Uitgenodigd door',
  'invitation.role': 'Rol',
  'invitation.branch': 'Vestiging',
  'invitation.allBranches': 'Alle vestigingen',
  'invitation.expires': 'Link geldig tot',
  'invitation.email': 'E-mailadres waarop je de uitnodiging kreeg',
  'invitation.submit': 'Account maken',
  'invitation.ready': 'Je account is klaar. Meld je aan met je e-mailadres en je nieuwe wachtwoord.',
  'invitation.gone.title': 'Deze uitnodiging werkt niet meer',
  'invitation.unknown.title': 'Deze link bestaat niet',
  'invitation.unknown.text':
    'Controleer of je de volledige link uit de e-mail gebruikte, of vraag je bedrijfsbeheerder om een nieuwe uitnodiging.',
  'invitation.failed.title': 'De uitnodiging kon niet geladen worden',
  'invitation.retry': 'Opnieuw proberen',
  'invitation.toLogin': 'Naar aanmelden',
  'invitation.role.company_manager': 'Bedrijfsbeheerder',
  'invitation.role.branch_manager': 'Vestigingsbeheerder',
  'invitation.role.inspector': 'Inspecteur',
  'invitation.role.sales': 'Verkoper',
};
