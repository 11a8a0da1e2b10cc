/**
 * A text's name as a marketer reads it, from its key: `home:stakes.adminTime.title`
 * is "Stakes › Admin time › Title". The page is already chosen, so its namespace
 * is left out; the key itself stays shown beside it, for search and for developers.
 */
export function copyLabel(key: string): string {
  const path = key.slice(key.indexOf(':') + 1)
  return path
    .split('.')
    .map((part) => {
      const words = part
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase()
      return words.charAt(0).toUpperCase() + words.slice(1)
    })
    .join(' › ')
}
