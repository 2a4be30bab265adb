// The relative links of the documentation pages, checked as GitHub renders them: the file must
// exist and an anchor must be a heading of that page (github-slugger makes GitHub's slugs, marked
// finds the links and headings, so a link inside code is not a link).
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import { lexer, walkTokens, type Token } from 'marked';
import type { DocPage } from './pages.js';

export interface Link {
  page: string;
  href: string;
}

const plainText = (tokens: Token[]): string => tokens.map((t) => ('tokens' in t && t.tokens ? plainText(t.tokens) : 'text' in t ? String(t.text) : '')).join('');

/** The anchors of a page's headings, as GitHub makes them (a repeated heading gets -1, -2, …). */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  walkTokens(lexer(markdown), (t) => {
    if (t.type === 'heading') anchors.add(slugger.slug(plainText((t as Token & { tokens: Token[] }).tokens)));
  });
  return anchors;
}

/** Every link of a page that points into this project (no scheme, no mail address). */
export function relativeLinks(page: DocPage): Link[] {
  const links: Link[] = [];
  walkTokens(lexer(page.text), (t) => {
    if ((t.type === 'link' || t.type === 'image') && !/^[a-z][a-z0-9+.-]*:/i.test(t.href)) links.push({ page: page.path, href: t.href });
  });
  return links;
}

/** The links whose file or heading is missing, each with the reason. */
export function brokenLinks(pages: DocPage[], root: string): string[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (path: string): Set<string> => {
    if (!anchors.has(path)) anchors.set(path, anchorsOf(byPath.get(path)!.text));
    return anchors.get(path)!;
  };
  return pages.flatMap((page) =>
    relativeLinks(page).flatMap(({ href }) => {
      const [file, anchor] = href.split('#', 2) as [string, string | undefined];
      const target = file === '' ? page.path : normalize(join(dirname(page.path), decodeURI(file)));
      if (!byPath.has(target) && !existsSync(join(root, target))) return [`${page.path}: ${href} — no file ${target}`];
      if (anchor === undefined || anchor === '') return [];
      if (!byPath.has(target)) return [`${page.path}: ${href} — ${target} is not a documentation page, so it has no heading #${anchor}`];
      return anchorsIn(target).has(decodeURIComponent(anchor)) ? [] : [`${page.path}: ${href} — ${target} has no heading #${anchor}`];
    }),
  );
}
