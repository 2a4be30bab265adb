// The language and theme every shared and game component reads, and the screen's one key
// listener (see key-bus.tsx).
import type { ReactNode } from 'react';
import { LangProvider } from './i18n.js';
import type { Lang } from '../../text/lang.js';
import { KeyRoot } from './key-bus.js';
import { ThemeProvider, type UiTheme } from './theme.js';

export interface UiSettings extends UiTheme {
  lang: Lang;
  /** The terminal reports clicks and the wheel (on a real terminal only; off unless set). */
  mouse?: boolean;
}

export function UiProviders({ settings, children }: { settings: UiSettings; children: ReactNode }) {
  const { lang, mouse, ...theme } = settings;
  return (
    <LangProvider lang={lang}>
      <ThemeProvider theme={theme}>
        <KeyRoot mouse={mouse}>{children}</KeyRoot>
      </ThemeProvider>
    </LangProvider>
  );
}
