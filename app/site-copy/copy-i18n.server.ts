/**
 * The server's i18n instances with overrides (decision 103): one per published
 * set (kept until the next publish), a new one for each preview.
 */
import { i18n, namespaces } from '~/i18n'
import { translationFile } from '~/i18n-admin/translations.server'
import { rememberingTexts } from '~/languages/remembered-texts.server'
import { applyOverrides, type PageCopy } from './copy-i18n'

let published: { id: string; instance: typeof i18n } | undefined

export function instanceWithCopy(copy: PageCopy): typeof i18n {
  if (published?.id === copy.id) return published.instance
  const instance = rememberingTexts(
    i18n.cloneInstance({ forkResourceStore: true, initAsync: false }),
  )
  // Every page's file, whether or not its route module has registered it yet.
  for (const namespace of namespaces)
    instance.addResourceBundle(
      instance.language,
      namespace,
      translationFile(instance.language, namespace) ?? {},
      true,
      false,
    )
  applyOverrides(instance, copy.overrides)
  if (copy.id.startsWith('published:')) published = { id: copy.id, instance }
  return instance
}
