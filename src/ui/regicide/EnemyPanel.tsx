// The current enemy: card and name, damage taken against its health, attack after shields, and
// whether its immunity still blocks its suit's power.
import { Box, Text } from 'ink';
import { rankOf, suitOf, suitSymbol } from '../../core/cards.js';
import type { EnemyView } from '../../games/regicide/types.js';
import { cardOf } from '../../games/regicide/view-cards.js';
import { CardLabel } from '../shared/CardLabel.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';
import { textWidth } from '../../text/width.js';

/**
 * Damage against health as a bar. Only a defeated enemy's bar is full, and any damage shows: 39
 * of 40 must not look like a kill, nor 1 of 40 like none.
 */
export function healthBar(damage: number, health: number, width: number, ascii: boolean): string {
  const filled = damage >= health ? width : damage <= 0 ? 0 : Math.min(width - 1, Math.max(1, Math.floor((damage / health) * width)));
  return (ascii ? '#' : '█').repeat(filled) + (ascii ? '.' : '░').repeat(width - filled);
}

export function EnemyPanel({ enemy, width }: { enemy: EnemyView | null; width: number }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  if (!enemy) {
    return (
      <Box borderStyle={borderStyle(theme)} width={width} height={6} paddingX={1}>
        <Text bold>{t.victory}</Text>
      </Box>
    );
  }
  const card = cardOf(enemy.card);
  const suit = suitOf(card);
  // A narrow terminal gives the text the padding too.
  const pad = width < 36 ? 0 : 1;
  const barWidth = Math.max(6, width - 2 - 2 * pad - t.health.length - 9);
  // The immunity in full when it fits the panel, else in its short form (never cut).
  const symbol = suitSymbol(suit, theme.ascii);
  const immune = textWidth(t.immune(symbol, t.power(suit))) <= width - 2 - 2 * pad ? t.immune(symbol, t.power(suit)) : t.immuneShort(symbol, t.power(suit));
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" width={width} height={6} paddingX={pad}>
      <Text wrap="truncate-end">
        <CardLabel card={card} bold />
        {`  ${t.enemyName(rankOf(card), suit)}`}
      </Text>
      <Text wrap="truncate-end">
        {`${t.health} `}
        <Text color={tint(theme, 'bad')}>{healthBar(enemy.damage, enemy.health, barWidth, theme.ascii)}</Text>
        {` ${enemy.damage}/${enemy.health}`}
      </Text>
      <Text wrap="truncate-end" bold>
        {t.attack(enemy.attack, enemy.shield, enemy.attackAfterShield)}
      </Text>
      <Text wrap="truncate-end" color={enemy.immune ? tint(theme, 'warn') : tint(theme, 'good')}>
        {enemy.immune ? immune : t.immunityCancelled}
      </Text>
    </Box>
  );
}
