/** How values come back from the database: SQLite keeps timestamps as text and booleans as 0/1; PostgreSQL returns Date and boolean. */
export function isoTimestamp(value: string | Date | number): string {
  return new Date(value).toISOString();
}

export function bool(value: boolean | number | null | undefined): boolean {
  return Boolean(value);
}
