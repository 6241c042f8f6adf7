/**
 * The content-tree editor's navigation and pages (docs/spec.md §2 "Post-editing wizard"), the one
 * editor of the wizard (`/reports/{id}/{type}/…`) and of the field app (`/inspections/{kind}/{id}/…`,
 * docs/product.md "The field app"): the sidebar and the page of the URL's rest, relative to the
 * editor's base path (any unknown page shows intro).
 */
import { Route, Routes } from 'shared-ui/router';
import { CircumstancesPage, DetailPage, IntroPage, PartiesPage } from '../pages/GeneralPages';
import { ExteriorPage, ExteriorSpacePage, KeysPage, MetersPage, TechPage } from '../pages/ListPages';
import { FloorPage, RoomPage } from '../pages/AreaPages';
import { ExtraExteriorPage, ExtraInteriorPage, ExtraListPage, ExtraPage } from '../pages/ExtraPages';
import { WizardSidebar } from './WizardSidebar';

export function EditorPages() {
  return (
    <div className="wiz-layout">
      <WizardSidebar />
      <div className="wiz-content">
        <Routes>
          <Route path="detail" element={<DetailPage />} />
          <Route path="parties" element={<PartiesPage />} />
          <Route path="keys" element={<KeysPage />} />
          <Route path="meters" element={<MetersPage />} />
          <Route path="tech" element={<TechPage />} />
          <Route path="circumstances" element={<CircumstancesPage />} />
          <Route path="exterior" element={<ExteriorPage />} />
          <Route path="exterior-space" element={<ExteriorSpacePage />} />
          <Route path="exterior-space/room/:uuid" element={<ExteriorSpacePage />} />
          <Route path="floor/:uuid" element={<FloorPage />} />
          <Route path="floor/room/:uuid" element={<RoomPage />} />
          <Route path="extra" element={<ExtraListPage />} />
          <Route path="extra/room/:uuid" element={<RoomPage />} />
          <Route path="extra/:uuid" element={<ExtraPage />} />
          <Route path="extra/:uuid/interior" element={<ExtraInteriorPage />} />
          <Route path="extra/:uuid/exterior" element={<ExtraExteriorPage />} />
          <Route path=":entityType/room/:uuid" element={<RoomPage />} />
          <Route path=":entityType/floor/:uuid" element={<FloorPage />} />
          <Route path="*" element={<IntroPage />} />
        </Routes>
      </div>
    </div>
  );
}
