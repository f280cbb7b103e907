/**
 * Rows of a table group as one text, every column of each row with dates as milliseconds and the
 * rows in a fixed order: a move compares D1's rows with the object's copy by these texts, so
 * equal texts mean equal rows.
 */
export function rowsText(tables: readonly (readonly object[])[]): string {
  const plain = (row: object) =>
    JSON.stringify(
      Object.entries(row)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, v instanceof Date ? v.getTime() : v]),
    );
  return tables.map((rows) => rows.map(plain).sort().join("\n")).join("\n|\n");
}
