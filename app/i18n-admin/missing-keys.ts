/** Comparing a translation file with the English one, key by key (pure). */

/** Every leaf key of a translation file, as dotted paths (section.subsection.element). */
export function translationKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return prefix ? [prefix] : []
  return Object.entries(value).flatMap(([key, child]) =>
    translationKeys(child, prefix ? `${prefix}.${key}` : key),
  )
}

/** The value at a dotted path of a translation file (own keys only), or undefined. */
export function valueAt(file: unknown, key: string): unknown {
  let node = file
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/**
 * The English keys that `translation` lacks: absent, or not a non-blank text
 * (an empty string would show nothing on the page). Extra keys do not count.
 */
export function missingKeys(english: unknown, translation: unknown): string[] {
  return translationKeys(english).filter((key) => {
    const text = valueAt(translation, key)
    return typeof text !== 'string' || text.trim() === ''
  })
}
