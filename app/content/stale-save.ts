/** A save refused as stale, as the server answers it and the form shows it (see stale-save.server.ts). */
export interface StaleField {
  field: string
  label: string
  mine: string
  theirs: string
}

export interface StaleSave {
  /** The version now stored: a save naming it overwrites it on purpose. */
  version: string
  savedBy: string
  when: string
  fields: StaleField[]
}
