/**
 * The wizard's pages of home-level objects (docs/spec.md §2): `keys`, `meters`, `tech` (technical
 * installations: tech.device and tech.security), `exterior` (the main home's exterior objects,
 * heading "Exterieur", sorted by name case-insensitively) and `exterior-space` (with
 * `exterior-space/room/{uuid}` opening one). New objects get their type from the page (§4).
 */
import { FormattedMessage } from 'react-intl';
import { useParams } from 'shared-ui/router';
import { EmptyState } from 'shared-ui';
import { mainHome, objectsOf, useWizard } from '../state/selectors';
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
  const wizard = useWizard();
  const openUuid = useParams().uuid;
  const home = homeUuid ? wizard.homes.entities[homeUuid] : mainHome(wizard);
  if (!home)
    return (
      <EmptyState title={<FormattedMessage id="ui.emptyTitle" />} text={<FormattedMessage id={`${titleId}.empty`} />} />
    );
  let objects = objectsOf(wizard, { home_uuid: home.uuid }, types);
  if (byName) objects = [...objects].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
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
        openUuid={openUuid && wizard.entities.entities[openUuid] ? openUuid : undefined}
      />
    </section>
  );
}

export const KeysPage = () => <HomeObjectsPage titleId="nav.keys" types={['key']} pageType="key" />;
export const MetersPage = () => <HomeObjectsPage titleId="nav.meters" types={['meter']} pageType="meter" />;
export const TechPage = () => <HomeObjectsPage titleId="nav.tech" types={['tech.device', 'tech.security']} />;
export const ExteriorPage = () => (
  <HomeObjectsPage titleId="nav.exterior" types={['exterior']} pageType="exterior" byName />
);
export const ExteriorSpacePage = () => (
  <HomeObjectsPage titleId="nav.exteriorSpaces" types={['exterior.space']} pageType="exterior.space" />
);
