/**
 * The part of react-i18next the browser uses, over ./i18next (decision 071):
 * the provider, `useTranslation(namespace?)` and the plugin hook that makes
 * an instance the default one. The copy never changes language in the
 * browser, so nothing here re-renders on a language change.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { i18n as I18n } from './i18next'

let defaultInstance: I18n | undefined
const I18nContext = createContext<I18n | undefined>(undefined)

export const initReactI18next = {
  type: '3rdParty',
  init(instance: I18n) {
    defaultInstance = instance
  },
}

export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>
}

export function useTranslation(ns?: string) {
  const i18n = useContext(I18nContext) ?? defaultInstance
  if (!i18n) throw new Error('useTranslation: no i18n instance (initReactI18next)')
  const t = useMemo(() => i18n.getFixedT(null, ns), [i18n, ns])
  return { t, i18n, ready: true }
}
