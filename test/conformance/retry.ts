// Other work may rebuild dist/ while the referee runs; a binary that fails to load its modules
// before writing a single line is started again (up to three times) instead of reported. Any
// failure after the first line is always reported.
export async function retryOnLoadRace<R extends { moves: string[]; problems: string[]; decisions: number }>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    const r = await run();
    const race = r.decisions === 0 && r.moves.length === 0 && r.problems.some((p) => /SyntaxError|Cannot find module|ERR_MODULE_NOT_FOUND/.test(p));
    if (!race || attempt >= 3) return r;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
