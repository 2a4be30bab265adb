// The two screens every game lays over its table alike: the key help and the quit question.
// Both close (or quit) through the app, which decides what closing means.
import { HelpOverlay, type HelpOverlayProps } from './HelpOverlay.js';
import { QuitConfirm } from './QuitConfirm.js';

export type TableOverlayKind = 'help' | 'quit';

export interface TableOverlayProps {
  kind: TableOverlayKind;
  /** The game's help texts. */
  help: { helpKeys: HelpOverlayProps['keys']; helpNotes: HelpOverlayProps['notes'] };
  width: number;
  onQuit: () => void;
  onClose: () => void;
}

export const isTableOverlay = (overlay: string): overlay is TableOverlayKind => overlay === 'help' || overlay === 'quit';

export function TableOverlay({ kind, help, width, onQuit, onClose }: TableOverlayProps) {
  if (kind === 'help') return <HelpOverlay keys={help.helpKeys} notes={help.helpNotes} onClose={onClose} width={width} />;
  return <QuitConfirm onQuit={onQuit} onStay={onClose} />;
}
