/** Reading the locale files as the tests do: one file, and every leaf key of a tree. */
import fs from 'node:fs'
import path from 'node:path'

export function loadLocaleFile(language: string, namespace: string): unknown {
  const file = path.join(import.meta.dirname, language, `${namespace}.json`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** Every leaf key of a locale tree, dotted: `section.subsection.element`. */
export function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}
