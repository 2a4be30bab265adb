// The language and theme every shared and game component reads, and the screen's one key
// listener (see key-bus.tsx).
import type { ReactNode } from 'react';
import { LangProvider } from './i18n.js';
import type { Lang } from '../../text/lang.js';
import { KeyRoot } from './key-bus.js';
import { ThemeProvider, type UiTheme } from './theme.js';

export interface UiSettings extends UiTheme {
  lang: Lang;
}

export function UiProviders({ settings, children }: { settings: UiSettings; children: ReactNode }) {
  const { lang, ...theme } = settings;
  return (
    <LangProvider lang={lang}>
      <ThemeProvider theme={theme}>
        <KeyRoot>{children}</KeyRoot>
      </ThemeProvider>
    </LangProvider>
  );
}
