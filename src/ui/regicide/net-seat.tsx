// Regicide at a networked table: the same game screen as local play, fed by the remote table.
import { regicide } from '../../games/regicide/index.js';
import { enemyCount } from '../../games/regicide/values.js';
import type { RegicideClient } from '../../modules/regicide/index.js';
import type { NetSeatScreen } from '../net/net-seat.js';
import { RegicideApp } from './RegicideApp.js';
import { REGICIDE_TEXTS } from './strings.js';
import { afterNetGameText } from './entry.js';

export const REGICIDE_NET_SEAT: NetSeatScreen = {
  game: regicide,
  title: (lang) => REGICIDE_TEXTS[lang].title,
  Screen: ({ client, savePath, host, onExit }) => <RegicideApp client={client as RegicideClient} savePath={savePath} host={host} newGames={false} onExit={onExit} />,
  afterGame: (update, savePath, ui) => {
    const { result, view } = update as ReturnType<RegicideClient['update']>;
    return afterNetGameText(result, enemyCount(view.variants), savePath, ui);
  },
};
