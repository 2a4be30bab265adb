// The README's pictures are the screens as they are now: each SVG is made again from a real frame
// of the game's replay stepper (scripts/readme-pictures.mjs, on the built program) and must be the
// file in docs/pictures. A screen that changed fails here until `npm run readme:pictures` is run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript build script, without types
import { readmePictures } from '../../scripts/readme-pictures.mjs';

const ROOT = new URL('../../', import.meta.url);

describe('the README pictures', () => {
  it('are what the screens draw now', async () => {
    const pictures: { file: string; svg: string }[] = await readmePictures();
    expect(pictures.map((p) => p.file)).toEqual(['docs/pictures/regicide.svg', 'docs/pictures/thronfolge.svg']);
    for (const { file, svg } of pictures) {
      expect(readFileSync(new URL(file, ROOT), 'utf8'), `${file} is not the screen any more: run npm run readme:pictures`).toBe(svg);
    }
    // Real frames of the stepper: its move line, the game's board, its key line.
    const [regicideSvg, duelSvg] = pictures.map((p) => p.svg);
    expect(regicideSvg).toMatch(/>Move<\/text>.*>14<\/text>/s);
    expect(regicideSvg).toContain('>Damage</text>');
    expect(duelSvg).toContain('>Betrayal</text>');
    for (const svg of [regicideSvg, duelSvg]) expect(svg).toContain('>play/pause</text>');
  }, 60_000);

  it('are shown in the README', () => {
    const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
    for (const file of ['docs/pictures/regicide.svg', 'docs/pictures/thronfolge.svg']) expect(readme).toContain(`](${file})`);
  });
});
