/** A number as a query parameter carries it (the declared query schemas read text); absent stays absent. */
export const queryText = (value: number | undefined): string | undefined =>
  value === undefined ? undefined : String(value)
