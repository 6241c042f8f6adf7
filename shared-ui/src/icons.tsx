/**
 * The design system's icons (issue 13): one well-kept, tree-shaken library (`lucide-react`),
 * named by what they do, so every remote shows the same icon for the same action. Emoji and text
 * glyphs are not used as icons: they depend on the fonts of the machine (🗑 shows as an empty box
 * on a Linux without an emoji font).
 */
import type { ButtonHTMLAttributes } from 'react';
import {
  ArrowDown,
  ArrowLeft,
  Download,
  Mail,
  Plus,
  Bold,
  CalendarDays,
  EllipsisVertical,
  ImageUp,
  Italic,
  List,
  ListOrdered,
  Underline,
  ArrowUp,
  ChevronDown,
  ChevronsUpDown,
  ChevronUp,
  Pencil,
  Trash2,
  X,
  type LucideIcon,
} from 'lucide-react';

export const Icons = {
  edit: Pencil,
  delete: Trash2,
  moveUp: ArrowUp,
  moveDown: ArrowDown,
  close: X,
  sortAscending: ChevronUp,
  sortDescending: ChevronDown,
  sortable: ChevronsUpDown,
  bold: Bold,
  italic: Italic,
  underline: Underline,
  bulletList: List,
  numberedList: ListOrdered,
  calendar: CalendarDays,
  moreActions: EllipsisVertical,
  upload: ImageUp,
  back: ArrowLeft,
  add: Plus,
  download: Download,
  mail: Mail,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof Icons;

/** Icon `name` at `size` px, hidden from assistive technology (the control around it is named). */
export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const Glyph = Icons[name];
  return <Glyph size={size} aria-hidden="true" focusable="false" className="bo-icon" />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name, also shown as a tooltip. */
  label: string;
}

/** A button showing only icon `icon`, named `label` for screen readers and as its tooltip. */
export function IconButton({ icon, label, className, type = 'button', ...button }: IconButtonProps) {
  return (
    <button type={type} className={className ?? 'bo-icon-button'} aria-label={label} title={label} {...button}>
      <Icon name={icon} />
    </button>
  );
}
