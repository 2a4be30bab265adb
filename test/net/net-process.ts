// A program under test in its own process, read line by line (JSON), written to, and killable:
// the protocol tests' driver.
import { type Driven, drive } from '../cli/drive.js';

export type NetProcess = Driven;

export const runProgram = (bin: string, args: string[], env: Record<string, string> = {}): NetProcess => drive(bin, args, env);
