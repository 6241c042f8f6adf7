/**
 * The draft-js implementation behind `RichTextEditor` (docs/ARCHITECTURE.md: draft-js is archived
 * upstream, so it stays behind this adapter). HTML in, HTML out through draft-convert; the
 * output uses only p, strong, em, u, ul, ol, li and h1–h3, which the server's sanitizer allows.
 * Loaded lazily so pages without rich text never download draft-js.
 */
import { useMemo, useState } from 'react';
import { Editor, EditorState, RichUtils, type DraftEditorCommand } from 'draft-js';
import { convertFromHTML, convertToHTML } from 'draft-convert';
import { useIntl } from 'react-intl';
import 'draft-js/dist/Draft.css';
import type { RichTextEditorProps } from './props';
import { Icon, type IconName } from '../icons';

const INLINE = [
  ['BOLD', 'ui.bold', 'bold'],
  ['ITALIC', 'ui.italic', 'italic'],
  ['UNDERLINE', 'ui.underline', 'underline'],
] as const;
const BLOCKS = [
  ['unordered-list-item', 'ui.bulletList', 'bulletList'],
  ['ordered-list-item', 'ui.numberedList', 'numberedList'],
] as const;

/** Empty editor content is stored as an empty string, not `<p></p>`. */
const toHtml = (state: EditorState) =>
  state.getCurrentContent().hasText() ? convertToHTML(state.getCurrentContent()) : '';

export default function DraftEditor({
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  labelledBy,
}: RichTextEditorProps) {
  const intl = useIntl();
  const initial = useMemo(() => EditorState.createWithContent(convertFromHTML(value || '')), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [state, setState] = useState(initial);
  const update = (next: EditorState) => {
    setState(next);
    const html = toHtml(next);
    if (html !== value) onChange(html);
  };
  const handleKeyCommand = (command: DraftEditorCommand, current: EditorState) => {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };
  const style = state.getCurrentInlineStyle();
  const block = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey())?.getType();
  const button = (key: string, label: string, icon: IconName, active: boolean, apply: () => EditorState) => (
    <button
      key={key}
      type="button"
      className="bo-rte__button"
      aria-label={intl.formatMessage({ id: label })}
      aria-pressed={active}
      onMouseDown={(event) => {
        event.preventDefault();
        update(apply());
      }}
    >
      <Icon name={icon} />
    </button>
  );
  return (
    <div className={`bo-rte${invalid ? ' bo-rte--invalid' : ''}`}>
      <div className="bo-rte__toolbar" role="toolbar" aria-label={intl.formatMessage({ id: 'ui.formatting' })}>
        {INLINE.map(([styleName, label, icon]) =>
          button(styleName, label, icon, style.has(styleName), () => RichUtils.toggleInlineStyle(state, styleName)),
        )}
        {BLOCKS.map(([type, label, icon]) =>
          button(type, label, icon, block === type, () => RichUtils.toggleBlockType(state, type)),
        )}
      </div>
      <div className="bo-rte__content">
        <Editor
          editorState={state}
          onChange={update}
          onBlur={onBlur}
          handleKeyCommand={handleKeyCommand}
          ariaLabelledBy={labelledBy}
          ariaDescribedBy={describedBy}
          stripPastedStyles={false}
        />
      </div>
    </div>
  );
}
