// A muted seat's mark beside its name: the long mark when name and mark fit the name's room in
// terminal columns, else the short one — a name in wide glyphs counts two columns a character.
import { Text } from 'ink';
import { describe, expect, it } from 'vitest';
import { SeatNamesProvider, useSeatMark } from '../../src/ui/shared/seat-names.js';
import { renderUi } from './helpers.js';

function Mark({ label, room }: { label: string; room: number }) {
  const markOf = useSeatMark();
  return <Text>{`[${markOf(2, room, label)}]`}</Text>;
}

const shown = (label: string, room: number): string => {
  const r = renderUi(
    <SeatNamesProvider names={() => null} marks={(_seat, short) => (short ? 'muted' : '· phrases muted')}>
      <Mark label={label} room={room} />
    </SeatNamesProvider>,
  );
  const frame = r.screen();
  r.unmount();
  return frame;
};

describe('a seat mark beside a name', () => {
  it('fits by columns: four wide glyphs take eight', () => {
    // "山田太郎" is 4 characters but 8 columns; with the long mark (15 columns) it needs 24.
    expect(shown('山田太郎', 24)).toBe('[ · phrases muted]');
    expect(shown('山田太郎', 20)).toBe('[ muted]');
    // The same number of narrow characters fits in 20.
    expect(shown('Anna', 20)).toBe('[ · phrases muted]');
  });
});
