/**
 * `/agenda` (docs/product.md "Assignment and agenda"): the planned inspections of a week (Monday
 * to Sunday) or a day on the Brussels calendar, one row per inspector the viewer may plan (a
 * company manager the organisation's, filtered by branch; a branch manager their branch's; an
 * inspector themselves), from `GET /front/reports/?planned_from&planned_to` paged through. Each
 * entry shows its time, address and type, and "Te laat" once its start has passed while it is
 * not finished; choosing it opens the dialog that moves it (day, time, duration, inspector) or
 * opens the report. On a narrow screen the week is a list per day. "Nog in te plannen" lists the
 * reports not yet in the app's hands (draft or sent to the app) without a time, to plan from.
 * View, day and branch live in the URL (`?view=week&date=YYYY-MM-DD&branch={id}`).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import { CALENDAR_ZONE, placeText, startOfDay, type CalendarDay, type Report } from 'shared-api/contract';
import { IntlScope, Loading } from 'shared-ui';
import { useGetReportsQuery } from '../../api';
import { useGetPlanningOrganisationQuery, useGetPlannedReportsQuery } from '../planning/planningApi';
import { planningMessages } from '../planning/messages';
import { PlanDialog } from '../planning/PlanDialog';
import { useMemberName } from '../planning/PlanSummary';
import { usePlanners, type Planners } from '../planning/usePlanners';
import { agendaDays, agendaRows, agendaSearch, agendaStateFrom, stepped, type AgendaState } from './agenda';
import { AgendaGrid, AgendaList, useNarrow, type Chosen } from './AgendaViews';
import './agenda.css';

/** "Nog in te plannen": drafts and reports sent to the app that have no time yet, newest first. */
function ToPlan({ onChoose }: { onChoose: (report: Report) => void }) {
  const intl = useIntl();
  const query = { page: 1, per_page: 100, order: 'id', order_type: 'desc' } as const;
  const drafts = useGetReportsQuery({ ...query, state: 'start' });
  const inApp = useGetReportsQuery({ ...query, state: 'app' });
  if (!drafts.data || !inApp.data) return drafts.isError || inApp.isError ? null : <Loading />;
  const waiting = [...drafts.data.data, ...inApp.data.data]
    .filter((report) => report.planned_start == null)
    .sort((a, b) => b.id - a.id);
  return (
    <section className="bo-card agenda-to-plan" aria-labelledby="agenda-to-plan">
      <h2 id="agenda-to-plan">
        <FormattedMessage id="agenda.toPlan" />
      </h2>
      {waiting.length === 0 ? (
        <p>
          <FormattedMessage id="agenda.toPlanNone" />
        </p>
      ) : (
        <ul className="agenda-to-plan__list">
          {waiting.map((report) => {
            const address = placeText(report.place) || intl.formatMessage({ id: 'agenda.noAddress' });
            return (
              <li key={report.id}>
                <Link to={paths.report(report.id)}>{address}</Link>
                <span className="agenda-to-plan__type">
                  <FormattedMessage id={`type.${report.type}`} />
                  {' · '}
                  <FormattedMessage id={report.state === 'start' ? 'state.draft' : 'state.inApp'} />
                </span>
                <button
                  type="button"
                  className="bo-button bo-button--secondary"
                  aria-label={intl.formatMessage({ id: 'agenda.planThis' }, { address })}
                  onClick={() => onChoose(report)}
                >
                  <FormattedMessage id="plan.plan" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The period a state shows, in words: "Week van 30 november 2026" or "maandag 30 november 2026". */
function Period({ state, days }: { state: AgendaState; days: CalendarDay[] }) {
  const intl = useIntl();
  const long = (day: CalendarDay, withWeekday: boolean) =>
    intl.formatDate(startOfDay(day) * 1000, {
      ...(withWeekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: CALENDAR_ZONE,
    });
  return (
    <p className="agenda-toolbar__period" aria-live="polite">
      {state.view === 'week' ? (
        <FormattedMessage id="agenda.weekOf" values={{ day: long(days[0], false) }} />
      ) : (
        long(days[0], true)
      )}
    </p>
  );
}

function Agenda({ planners }: { planners: Planners }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const state = agendaStateFrom(search);
  const today = agendaStateFrom(new URLSearchParams()).date;
  const narrow = useNarrow();
  const days = agendaDays(state);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const membership = planners.me?.organisation ?? null;
  const companyWide = planners.role === 'company_manager';
  const organisation = useGetPlanningOrganisationQuery(membership?.id ?? 0, { skip: !membership || !companyWide });
  const branch = companyWide ? state.branch : null;
  const planned = useGetPlannedReportsQuery({
    from: days[0],
    to: days[days.length - 1],
    ...(branch ? { branch_id: branch } : {}),
    ...(planners.role === 'inspector' && planners.me ? { inspector_id: planners.me.id } : {}),
  });
  const nameOf = useMemberName(planners.names);
  const inspectors = planners.inspectors.filter((inspector) => !branch || inspector.branch?.id === branch);
  const reports = planned.data ?? [];
  const rows = agendaRows(inspectors, reports, (id) => nameOf(id)!, intl.formatMessage({ id: 'agenda.unassigned' }));
  const go = (change: Partial<AgendaState>) => setSearch(agendaSearch({ ...state, ...change }));

  return (
    <div className="bo-page agenda">
      <div className="bo-page__header">
        <h1>
          <FormattedMessage id="agenda.title" />
        </h1>
      </div>
      <div className="agenda-toolbar">
        <div className="agenda-toolbar__group" role="group" aria-label={intl.formatMessage({ id: 'agenda.view' })}>
          {(['week', 'day'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={`bo-button${state.view === view ? '' : ' bo-button--secondary'}`}
              aria-pressed={state.view === view}
              onClick={() => go({ view })}
            >
              <FormattedMessage id={`agenda.view.${view}`} />
            </button>
          ))}
        </div>
        <div className="agenda-toolbar__group">
          <button
            type="button"
            className="bo-button bo-button--secondary"
            onClick={() => go({ date: stepped(state, -1) })}
          >
            <FormattedMessage id={`agenda.previous.${state.view}`} />
          </button>
          <button type="button" className="bo-button bo-button--secondary" onClick={() => go({ date: today })}>
            <FormattedMessage id="agenda.today" />
          </button>
          <button
            type="button"
            className="bo-button bo-button--secondary"
            onClick={() => go({ date: stepped(state, 1) })}
          >
            <FormattedMessage id={`agenda.next.${state.view}`} />
          </button>
        </div>
        {companyWide && organisation.data && (
          <label className="agenda-toolbar__branch">
            <FormattedMessage id="agenda.branch" />
            <select
              value={branch ?? ''}
              onChange={(event) => go({ branch: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{intl.formatMessage({ id: 'agenda.allBranches' })}</option>
              {organisation.data.branches.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <Period state={state} days={days} />
      {planned.isError ? (
        <p role="alert">
          <FormattedMessage id="agenda.failed" />
        </p>
      ) : !planned.data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p>
          <FormattedMessage id="agenda.noInspectors" />
        </p>
      ) : narrow ? (
        <AgendaList days={days} rows={rows} reports={reports} now={now} today={today} onChoose={setChosen} />
      ) : (
        <AgendaGrid days={days} rows={rows} reports={reports} now={now} today={today} onChoose={setChosen} />
      )}
      <ToPlan
        onChoose={(report) =>
          setChosen({
            report,
            day: state.date < today ? today : state.date,
            inspector: planners.role === 'inspector' ? planners.me?.id : undefined,
          })
        }
      />
      {chosen && (
        <PlanDialog
          report={chosen.report}
          subject={
            <Link to={paths.report(chosen.report.id)}>
              <FormattedMessage
                id="agenda.openReport"
                values={{ address: placeText(chosen.report.place) || intl.formatMessage({ id: 'agenda.noAddress' }) }}
              />
            </Link>
          }
          inspectors={planners.inspectors}
          defaults={{ day: chosen.day, inspector: chosen.inspector }}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  );
}

/** The agenda in the remote's texts plus the planning texts. */
export function AgendaPage() {
  return (
    <IntlScope messages={planningMessages}>
      <Planned />
    </IntlScope>
  );
}

function Planned() {
  const planners = usePlanners();
  return planners.loading ? <Loading /> : <Agenda planners={planners} />;
}
