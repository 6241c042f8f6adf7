/**
 * The wizard's pages of home-level objects (docs/spec.md §2): `keys`, `meters`, `tech` (technical
 * installations: every `tech.` type, device, security and heating, the objects the PDF prints under
 * its technical installations, docs/product.md "Post-editing is a draft"), `exterior` (the main home's exterior objects,
 * heading "Exterieur", sorted by name case-insensitively) and `exterior-space` (with
 * `exterior-space/room/{uuid}` opening one). New objects get their type from the page (§4).
 */
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'shared-ui/router';
import { EmptyState } from 'shared-ui';
import { ENTITY_TYPES } from 'shared-api/contract';
import { mainHome, objectsOf, useWizardSelector } from '../state/selectors';
import { ObjectCards } from './ObjectCards';

interface HomeObjectsProps {
  /** Catalogue key of the heading and of the empty note (`<key>` and `<key>.empty`). */
  titleId: string;
  types: readonly string[];
  /** The type new objects get; the type table then offers `types`. */
  pageType?: string;
  /** Another home than the main one (an extra building's exterior). */
  homeUuid?: string;
  byName?: boolean;
}

export function HomeObjectsPage({ titleId, types, pageType, homeUuid, byName }: HomeObjectsProps) {
  const openUuid = useParams().uuid;
  const home = useWizardSelector((state) => (homeUuid ? state.homes.entities[homeUuid] : mainHome(state)));
  const held = useWizardSelector((state) => (home ? objectsOf(state, { home_uuid: home.uuid }, types) : undefined));
  const opens = useWizardSelector((state) => Boolean(openUuid && state.entities.entities[openUuid]));
  const objects = useMemo(
    () =>
      byName && held
        ? [...held].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
        : held,
    [held, byName],
  );
  if (!home || !objects)
    return (
      <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id={`${titleId}.empty`} />} />
    );
  return (
    <section>
      <h2>
        <FormattedMessage id={titleId} />
      </h2>
      <ObjectCards
        key={openUuid ?? 'list'}
        objects={objects}
        owner={{ home_uuid: home.uuid, room_uuid: null }}
        allowed={types}
        pageType={pageType}
        emptyNote={<FormattedMessage id={`${titleId}.empty`} />}
        openUuid={opens ? openUuid : undefined}
      />
    </section>
  );
}

export const KeysPage = () => <HomeObjectsPage titleId="nav.keys" types={['key']} pageType="key" />;
export const MetersPage = () => <HomeObjectsPage titleId="nav.meters" types={['meter']} pageType="meter" />;
/** The technical installations: every `tech.` entity type (docs/product.md "Post-editing is a draft"). */
export const TECH_TYPES = ENTITY_TYPES.filter((type) => type.startsWith('tech.'));
export const TechPage = () => <HomeObjectsPage titleId="nav.tech" types={TECH_TYPES} />;
export const ExteriorPage = () => (
  <HomeObjectsPage titleId="nav.exterior" types={['exterior']} pageType="exterior" byName />
);
export const ExteriorSpacePage = () => (
  <HomeObjectsPage titleId="nav.exteriorSpaces" types={['exterior.space']} pageType="exterior.space" />
);
