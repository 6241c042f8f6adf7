/** What the rich-text editor adapter (RichTextEditor) and its draft-js implementation (DraftEditor) take. */
export interface RichTextEditorProps {
  /** HTML, e.g. `<p>Intro <strong>vet</strong></p>`; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy?: string;
}
