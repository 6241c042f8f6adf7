/**
 * `/reports/{id}/comparison` (docs/product.md "Entry against exit", "The settlement"): the entry
 * and exit reports named with their dates, the filter all / changed / new damage (search param
 * `filter`; it opens on the changes, or on all when nothing changed) with counts, the compared
 * items in a virtual list (new damage first, then changed, then the rest), a photo dialog, the
 * "add damage line" dialog and the running settlement beside the list (below it on a phone, where
 * a link above the list leads straight to it). A report without a comparison (409) shows the
 * server's reason.
 */
import { lazy, startTransition, Suspense, useCallback, useMemo, useOptimistic, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { ComparedItem, Comparison } from 'shared-api/contract';
import { BackLink, EmptyState, Loading, NotFound } from 'shared-ui';
import { formatDate } from '../../format';
import { useGetComparisonQuery, useGetSettlementQuery } from './comparisonApi';
import { ComparedList } from './ComparedList';
import { pathText, type PhotoRef } from './ComparedRow';
import { FilterControl } from './FilterControl';
import { filterCounts, filterFrom, orderItems, passes, type Filter } from './order';
import { PhotoDialog } from './PhotoDialog';
import { SETTLEMENT_ID, SettlementPanel } from './SettlementPanel';
import { savedLines } from './settlementLines';
import './comparison.css';

// the damage line form (Formik, the form fields) loads once the pointer or the focus reaches the list, not with the screen
const loadDamageDialog = () => import('./DamageDialog');
const DamageDialog = lazy(() => loadDamageDialog().then((module) => ({ default: module.DamageDialog })));

/** The error of a query as RTK Query gives it. */
type QueryError = { status?: number | string; data?: { message?: string } } | undefined;

/** The screen `/reports/{id}/comparison` (see the file's comment); `{id}` from the route. */
export function ComparisonPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const skip = !Number.isInteger(id) || id < 1;
  const { data: comparison, error } = useGetComparisonQuery(id, { skip });
  const { data: settlement } = useGetSettlementQuery(id, { skip: skip || !comparison });
  const [params, setParams] = useSearchParams();
  const ordered = useMemo(() => orderItems(comparison?.items ?? []), [comparison]);
  const counts = useMemo(() => filterCounts(ordered), [ordered]);
  const filter = filterFrom(params.get('filter'), counts.changed ? 'changed' : 'all');
  const shown = useMemo(() => ordered.filter((item) => passes(item, filter)), [ordered, filter]);
  const itemPaths = useMemo(() => new Map(ordered.map((item) => [item.uuid, pathText(item)])), [ordered]);
  const [photo, setPhoto] = useState<PhotoRef | null>(null);
  const [damageFor, setDamageFor] = useState<ComparedItem | null>(null);
  const onPhoto = useCallback((next: PhotoRef) => setPhoto(next), []);
  const onAddDamage = useCallback((item: ComparedItem) => setDamageFor(item), []);
  // the router renders the list for a new filter in a transition; the chosen radio shows at once
  const [chosen, setChosen] = useOptimistic(filter);
  const choose = (next: Filter) =>
    startTransition(() => {
      setChosen(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('filter', next);
          return updated;
        },
        { replace: true },
      );
    });

  const failure = error as QueryError;
  const back = (
    <BackLink to={paths.report(id)}>
      <FormattedMessage id="comparison.back" />
    </BackLink>
  );
  if (skip || (failure && failure.status !== 409))
    return <NotFound messageId="detail.notFound" backTo={paths.reports} backId="detail.back" />;
  if (failure)
    return (
      <div className="bo-page">
        {back}
        <h1>
          <FormattedMessage id="comparison.title" />
        </h1>
        <EmptyState title={<FormattedMessage id="comparison.notComparable" />} text={failure.data?.message} />
      </div>
    );
  if (!comparison) return <Loading />;
  return (
    <div className="bo-page cmp-page">
      {back}
      <h1>
        <FormattedMessage id="comparison.title" />
      </h1>
      <dl className="rep-details cmp-reports">
        <ReportTerm label="comparison.entry" report={comparison.entry} />
        <ReportTerm label="comparison.exit" report={comparison.exit} />
      </dl>
      <FilterControl value={chosen} counts={counts} onChange={choose} />
      {/* a link to the settlement only once it is there: a jump to nothing did nothing */}
      {settlement && (
        <a className="cmp-jump" href={`#${SETTLEMENT_ID}`}>
          <FormattedMessage id="comparison.toSettlement" />
        </a>
      )}
      <div className="cmp-layout">
        <div className="cmp-main" onPointerOver={loadDamageDialog} onFocus={loadDamageDialog}>
          {shown.length ? (
            <ComparedList
              items={shown}
              label={intl.formatMessage({ id: 'comparison.items' })}
              onPhoto={onPhoto}
              onAddDamage={onAddDamage}
            />
          ) : (
            <EmptyState title={<FormattedMessage id="comparison.noItems" />} text="" />
          )}
        </div>
        {settlement ? (
          <SettlementPanel reportId={id} settlement={settlement} itemPath={(uuid) => itemPaths.get(uuid) ?? '–'} />
        ) : (
          <Loading />
        )}
      </div>
      {photo && <PhotoDialog photo={photo} onClose={() => setPhoto(null)} />}
      {damageFor && settlement && (
        <Suspense fallback={null}>
          <DamageDialog
            reportId={id}
            item={damageFor}
            saved={savedLines(settlement)}
            onClose={() => setDamageFor(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** One report of the comparison: reference and finishing date. */
function ReportTerm({ label, report }: { label: string; report: Comparison['entry'] }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>
        {report.reference} · {formatDate(report.finished_at)}
      </dd>
    </div>
  );
}
