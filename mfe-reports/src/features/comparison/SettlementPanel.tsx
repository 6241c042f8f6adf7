/**
 * The running settlement beside the comparison (docs/product.md "The settlement"): the deposit
 * (typed in euros, saved with its button or Enter), each damage line with the tenant's and the
 * landlord's share and a remove button, the totals per liability, and in its footer the deposit
 * split (to the landlord, back to the tenant, still owed). Amounts are integer cents shown as euro
 * in the reader's locale. Every change puts the whole list back (`savedLines`).
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from 'shared-api';
import { LIABILITIES, type Settlement } from 'shared-api/contract';
import { errorAria, FieldFrame, IconButton, useLocale } from 'shared-ui';
import { useSaveDamagesMutation } from './comparisonApi';
import { euroInput, formatEuros, parseEuros } from './money';
import { savedLines } from './settlementLines';
import { SettlementDocument } from './SettlementDocument';

interface SettlementPanelProps {
  reportId: number;
  settlement: Settlement;
  /** The path text of a compared item by its uuid. */
  itemPath: (uuid: string) => string;
}

/** The panel's element id: the comparison's link "to the deposit and the settlement" leads there. */
export const SETTLEMENT_ID = 'settlement';

/** The running settlement of report `reportId` (docs/product.md "The settlement"). */
export function SettlementPanel({ reportId, settlement, itemPath }: SettlementPanelProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const euros = (cents: number) => formatEuros(cents, locale);
  const headingId = useId();
  const [saveDamages, { isLoading }] = useSaveDamagesMutation();
  const saved = savedLines(settlement);
  const remove = (index: number) =>
    saveDamages({ id: reportId, body: { ...saved, lines: saved.lines.filter((_, at) => at !== index) } });
  const sums: [string, number][] = [
    ['comparison.toLandlord', settlement.to_landlord_cents],
    ['comparison.toTenant', settlement.to_tenant_cents],
    ['comparison.stillOwes', settlement.tenant_still_owes_cents],
  ];
  return (
    <aside id={SETTLEMENT_ID} className="bo-card cmp-settlement" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>
        <FormattedMessage id="comparison.settlement" />
      </h2>
      <DepositForm
        key={settlement.deposit_cents}
        cents={settlement.deposit_cents}
        busy={isLoading}
        onSave={(deposit_cents) => saveDamages({ id: reportId, body: { ...saved, deposit_cents } }).unwrap()}
      />
      <h3>
        <FormattedMessage id="comparison.lines" />
      </h3>
      {settlement.lines.length === 0 ? (
        <p className="bo-muted">
          <FormattedMessage id="comparison.noLines" />
        </p>
      ) : (
        <ul className="cmp-lines">
          {settlement.lines.map((line, index) => (
            <li key={index} className="cmp-line">
              <div className="cmp-line__head">
                <strong>{line.description}</strong>
                <IconButton
                  icon="delete"
                  label={intl.formatMessage({ id: 'comparison.removeLine' }, { description: line.description })}
                  onClick={() => remove(index)}
                  disabled={isLoading}
                />
              </div>
              <div className="bo-muted">
                {itemPath(line.item_uuid)} · {intl.formatMessage({ id: `comparison.liability.${line.liability}` })} ·{' '}
                {euros(line.gross_cents)}
              </div>
              <div>
                <FormattedMessage
                  id="comparison.shares"
                  values={{ tenant: euros(line.tenant_cents), landlord: euros(line.landlord_cents) }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <dl className="cmp-sums">
        {LIABILITIES.map((liability) => (
          <div key={liability}>
            <dt>
              <FormattedMessage id={`comparison.liability.${liability}`} />
            </dt>
            <dd>{euros(settlement.totals[liability])}</dd>
          </div>
        ))}
      </dl>
      <footer className="cmp-settlement__footer">
        <dl className="cmp-sums cmp-sums--result">
          {sums.map(([id, cents]) => (
            <div key={id}>
              <dt>
                <FormattedMessage id={id} />
              </dt>
              <dd>{euros(cents)}</dd>
            </div>
          ))}
        </dl>
        <SettlementDocument reportId={reportId} />
      </footer>
    </aside>
  );
}

/** The deposit field: euros with a comma or a point; its own error or the server's under it. */
function DepositForm({
  cents,
  busy,
  onSave,
}: {
  cents: number;
  busy: boolean;
  onSave: (cents: number) => Promise<unknown>;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const [text, setText] = useState(euroInput(cents, locale));
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEuros(text);
    if (parsed === null) return setError(intl.formatMessage({ id: 'comparison.amountInvalid' }));
    setError(null);
    try {
      await onSave(parsed);
    } catch (failure) {
      setError(fieldErrors(failure).deposit_cents ?? null);
    }
  };
  return (
    <form className="cmp-deposit" onSubmit={submit} noValidate>
      <FieldFrame id={id} label={<FormattedMessage id="comparison.deposit" />} error={error}>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...errorAria(id, error)}
        />
      </FieldFrame>
      <button type="submit" className="bo-button bo-button--secondary" disabled={busy}>
        <FormattedMessage id="ui.save" />
      </button>
    </form>
  );
}
