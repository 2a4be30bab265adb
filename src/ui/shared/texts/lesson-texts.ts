// The words of a game's lessons: one text per text code `<lesson>.<step>.<part>` (see core/lesson.ts).
export type LessonTexts = Readonly<Record<string, string>>;
