/**
 * Who the signed-in member may plan (docs/product.md "Assignment and agenda", "Who plans whom"):
 * the members of their organisation who may inspect (active, any role but sales), as far as the
 * team list (`GET /front/organisations/{id}/members`) shows them: a company manager the whole
 * organisation, a branch manager their branch. An inspector plans only themselves; a member whom
 * the team list refuses (403: an inspector, a sales member) gets themselves when they may inspect,
 * else nobody. An admin belongs to no organisation and gets nobody.
 */
import { useGetMeQuery } from 'shared-api';
import type { BranchRef, Identity, OrgRole } from 'shared-api/contract';
import { useGetPlanningTeamQuery } from './planningApi';

/** A member who may be given an inspection. */
export interface Inspector {
  id: number;
  name: string;
  branch: BranchRef | null;
}

export interface Planners {
  /** The signed-in identity; undefined while `GET /front/me` loads. */
  me: Identity | undefined;
  /** The caller's role in their organisation; null for an admin. */
  role: OrgRole | null;
  /** Whom the caller may choose, by name. */
  inspectors: Inspector[];
  /** Everyone the team list names (sales included), to name an assigned member who is not an inspector any more. */
  names: Map<number, string>;
  /** True until the list is known. */
  loading: boolean;
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** The members the caller may plan, with their names ({@link Planners}). */
export function usePlanners(): Planners {
  const { data: me } = useGetMeQuery();
  const membership = me?.organisation ?? null;
  const role = membership?.role ?? null;
  const asksTeam = role === 'company_manager' || role === 'branch_manager' || role === 'sales';
  const team = useGetPlanningTeamQuery(membership?.id ?? 0, { skip: !membership || !asksTeam });
  const self: Inspector | null =
    me && membership && role !== 'sales' ? { id: me.id, name: fullName(me), branch: membership.branch } : null;
  const members = team.data?.members ?? [];
  const inspectors: Inspector[] = team.data
    ? members
        .filter((member) => member.active && member.org_role !== 'sales')
        .map((member) => ({ id: member.id, name: fullName(member), branch: member.branch }))
    : self
      ? [self]
      : [];
  const names = new Map(members.map((member) => [member.id, fullName(member)]));
  if (self) names.set(self.id, self.name);
  return { me, role, inspectors, names, loading: !me || (asksTeam && team.isLoading) };
}
