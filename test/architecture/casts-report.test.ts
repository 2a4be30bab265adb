// The casts report (scripts/casts-report.mjs) counts what the compiler is told to trust, on the
// syntax tree: `npm run lint` fails when src/ has more than scripts/casts-baseline.json allows.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts, without types
import { countCasts } from '../../scripts/casts-report.mjs';

type Counts = { lines: number; as: number; nonNull: number; any: number };
const count = countCasts as (text: string, fileName?: string) => Counts;

describe('the casts report', () => {
  it('counts `as` casts but not `as const`, and a cast through unknown once', () => {
    const text = ['const a = x as string;', 'const b = [1, 2] as const;', 'const c = y as unknown as number;', "import * as path from 'node:path';", 'export { a as z };'].join('\n');
    expect(count(text)).toMatchObject({ as: 2, nonNull: 0, any: 0 });
  });

  it('counts non-null assertions, not `!==` or `!x`', () => {
    expect(count('if (a! !== b && !c) d!.e = f!;')).toMatchObject({ as: 0, nonNull: 3 });
  });

  it('counts the type any wherever it is written, and nothing in strings or comments', () => {
    const text = "function f(a: any): Promise<any> { return g(a as any); } // as any x!\nconst s = 'as any y!';";
    expect(count(text)).toMatchObject({ as: 1, nonNull: 0, any: 3, lines: 2 });
  });

  it('reads JSX in .tsx files', () => {
    expect(count('const e = <Box width={w!}>{t as string}</Box>;', 'view.tsx')).toMatchObject({ as: 1, nonNull: 1 });
  });
});
