// Placeholder replaced below.
export async function runNetTable(_o: { table: unknown; joinLine: string | null }): Promise<number> {
  return 1;
}
