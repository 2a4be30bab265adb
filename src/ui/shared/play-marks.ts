// The marks a game carries in its log, worded for the status line and the end screen: the daily
// deal of a date and its attempt, a retried deal.
import type { PlayMarks } from '../../table/client.js';
import type { SharedTexts } from './shared-strings.js';

export const marksText = (marks: PlayMarks | null | undefined, t: SharedTexts): string =>
  [marks?.daily ? t.dailyMark(marks.daily, marks.attempt) : '', marks?.retry ? t.retryMark : ''].filter(Boolean).join(' · ');
