// How the screens below word a table's coded notice: a networked table's app provides its words
// (in the reader's language); without a provider the server's English is shown, or the code.
import { createContext, type ReactNode, useContext } from 'react';
import type { CodedNotice } from '../../table/client.js';

export type NoticeWords = (notice: CodedNotice) => string;

export const fallbackWords: NoticeWords = (notice) => notice.fallback ?? notice.code;

const NoticeWordsContext = createContext<NoticeWords>(fallbackWords);

export function NoticeWordsProvider({ words, children }: { words: NoticeWords; children: ReactNode }) {
  return <NoticeWordsContext.Provider value={words}>{children}</NoticeWordsContext.Provider>;
}

export const useNoticeWords = (): NoticeWords => useContext(NoticeWordsContext);
