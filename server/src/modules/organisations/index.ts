/**
 * The organisations module's entry (issue 44, docs/product.md "Organisations and roles"): what
 * other modules use of organisations, branches, members and invitations. The module imports no
 * other module but the audit trail, the addresses of `places` and the logos of `media`; the
 * visibility rules it applies live in db/owned.ts.
 */
export { getOrganisation } from './get-organisation';
export { updateOrganisation, type OrganisationForm } from './update-organisation';
export { listTeam } from './list-team';
export { createBranch, renameBranch } from './branches';
export {
  INVITATION_DAYS,
  acceptInvitation,
  invitationLink,
  inviteMember,
  readInvitation,
  withdrawInvitation,
} from './invitations';
export { changeMember, setMemberActive } from './members';
export { assertNotLastManager, lockOrganisationOf } from './last-manager';
export { reachableOrganisation } from './reachable-organisation';
