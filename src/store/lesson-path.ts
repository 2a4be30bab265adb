// Where a game's lesson progress is kept, apart from the file's schema (lesson-progress.ts), so
// that a first game can ask whether the lessons were ever opened without loading valibot.
import { join } from 'node:path';
import { APP_FOLDER, dataHome } from './data-dir.js';

export const lessonProgressPath = (gameId: string, env: NodeJS.ProcessEnv = process.env): string => join(dataHome(env), APP_FOLDER, 'learn', `${gameId}.json`);
