/**
 * Exposed `./Agenda`: `/agenda`, the planned inspections per inspector (docs/product.md
 * "Assignment and agenda"), in the remote's catalogues. The screen's code loads apart (chunk
 * `screen-agenda`, named in shared-api's route table), so this module stays a few lines.
 */
import { Suspense } from 'react';
import { Loading } from 'shared-ui';
import { lazyPage } from '../lazyPage';
import { withRemoteScope } from '../scope';

const AgendaPage = lazyPage(() =>
  import(/* webpackChunkName: "screen-agenda" */ '../features/agenda/AgendaPage').then((module) => module.AgendaPage),
);

/** Loads the code of `screen` (`RouteEntry.screen` of shared-api): `agenda` is the only one. */
export function preload(screen: string): Promise<unknown> | undefined {
  return screen === 'agenda' ? AgendaPage.preload() : undefined;
}

export default withRemoteScope(function Agenda() {
  return (
    <Suspense fallback={<Loading />}>
      <AgendaPage />
    </Suspense>
  );
});
