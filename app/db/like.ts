/** A LIKE / ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
