/** English texts of the invitation page (docs/product.md "Organisations and roles"). */
export const en: Record<string, string> = {
  'invitation.title': 'Invitation',
  'invitation.intro':
    'Welcome {name}! You have been invited to join {organisation}. Choose a password to make your account.',
  'invitation.organisation': 'Organisation',
  'invitation.inviter': 'Invited by',
  'invitation.role': 'Role',
  'invitation.branch': 'Branch',
  'invitation.allBranches': 'All branches',
  'invitation.expires': 'Link valid until',
  'invitation.email': 'E-mail address the invitation was sent to',
  'invitation.submit': 'Make account',
  'invitation.ready': 'Your account is ready. Sign in with your e-mail address and your new password.',
  'invitation.gone.title': 'This invitation no longer works',
  'invitation.unknown.title': 'This link does not exist',
  'invitation.unknown.text':
    'Check that you used the whole link from the e-mail, or ask your company manager for a new invitation.',
  'invitation.failed.title': 'The invitation could not be loaded',
  'invitation.retry': 'Try again',
  'invitation.toLogin': 'To sign in',
  'invitation.role.company_manager': 'Company manager',
  'invitation.role.branch_manager': 'Branch manager',
  'invitation.role.inspector': 'Inspector',
  'invitation.role.sales': 'Sales',
};
