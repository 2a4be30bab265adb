// `replay --cast FILE [--size WxH] [--speed S]`: the options' checks, and writing the recording.
import { writeFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';
import { MIN_COLUMNS, MIN_ROWS } from '../../ui/shared/min-size.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import { argumentReason } from '../words/argument-texts.js';

/** The recording's pace at speed 1: the stepper's own (space plays on at 800 ms a move). */
export const CAST_STEP_MS = 800;
export const CAST_MAX_COLUMNS = 400;
export const CAST_MAX_ROWS = 200;
export const DEFAULT_CAST_SIZE = { columns: 80, rows: 24 } as const;

/** `COLUMNSxROWS`, no smaller than the game's screens need (the stepper would only ask for a bigger terminal). */
export function parseCastSize(text: string): { columns: number; rows: number } {
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(text.trim());
  if (!m) throw new InvalidArgumentError(argumentReason((t) => t.castSize));
  const [columns, rows] = [Number(m[1]), Number(m[2])];
  if (columns < MIN_COLUMNS || rows < MIN_ROWS || columns > CAST_MAX_COLUMNS || rows > CAST_MAX_ROWS) {
    throw new InvalidArgumentError(argumentReason((t) => t.castSizeRange(`${MIN_COLUMNS}x${MIN_ROWS}`, `${CAST_MAX_COLUMNS}x${CAST_MAX_ROWS}`)));
  }
  return { columns, rows };
}

/** A speed from 0.1 (ten times slower) to 100. */
export function parseCastSpeed(text: string): number {
  const speed = /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
  if (!(speed >= 0.1 && speed <= 100)) throw new InvalidArgumentError(argumentReason((t) => t.castSpeed));
  return speed;
}

/** The header's time (hidden option; tests fix it to make the whole file the same every time). */
export function parseCastTimestamp(text: string): number {
  if (!/^\d{1,12}$/.test(text.trim())) throw new InvalidArgumentError(argumentReason((t) => t.castTimestamp));
  return Number(text);
}

/** Writes the recording; a path that cannot be written is one line. */
export function writeCast(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const t = lineTexts();
    throw new UsageError(t.castCannotWrite(file, t.systemWhy(code)));
  }
}
