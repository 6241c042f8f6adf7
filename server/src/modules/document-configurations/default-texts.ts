/**
 * Dutch legal boilerplate that new document configurations start with (docs/spec.md §3 Document
 * configuration): intro and signature texts for enter, exit and start_works; `other_*` empty.
 * Rich HTML as the configuration editor produces it.
 */
const remarkPeriod =
  '<p>Partijen beschikken over een termijn van <strong>10 dagen</strong> na verzending van deze plaatsbeschrijving om hun eventuele opmerkingen schriftelijk over te maken. Zonder opmerkingen binnen die termijn wordt de plaatsbeschrijving als aanvaard beschouwd.</p>';

export const DEFAULT_CONFIGURATION_TEXTS = {
  enter_text: `<p>Deze plaatsbeschrijving bij intrede werd opgemaakt op tegenspraak tussen de partijen, overeenkomstig artikel 3.21 van de Vlaamse Codex Wonen en de bepalingen van het Burgerlijk Wetboek. Zij beschrijft de toestand van het goed bij aanvang van de huur.</p>${remarkPeriod}`,
  enter_signature_text:
    '<p>Opgemaakt in zoveel exemplaren als er partijen zijn met een onderscheiden belang. Elke partij verklaart een exemplaar ontvangen te hebben.</p>',
  exit_text: `<p>Deze plaatsbeschrijving bij uittrede werd opgemaakt op tegenspraak tussen de partijen en vergelijkt de toestand van het goed met de plaatsbeschrijving bij intrede. Vastgestelde schade die niet het gevolg is van normale slijtage of ouderdom valt ten laste van de huurder.</p>${remarkPeriod}`,
  exit_signature_text:
    '<p>De partijen verklaren zich akkoord met de bovenstaande vaststellingen, behoudens de uitdrukkelijk vermelde voorbehouden.</p>',
  start_works_text: `<p>Deze plaatsbeschrijving vóór aanvang der werken legt de toestand vast van het goed en van de aanpalende eigendommen, zodat eventuele schade door de werken achteraf objectief kan worden vastgesteld.</p>${remarkPeriod}`,
  start_works_signature_text:
    '<p>Opgemaakt op tegenspraak in aanwezigheid van de bouwheer, de aannemer en de eigenaars van de aanpalende goederen of hun vertegenwoordigers.</p>',
  other_text: '',
  other_signature_text: '',
};
