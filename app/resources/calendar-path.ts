/**
 * Where an event's calendar file is (issue #34): outside /resources, where no
 * resource link or category can take its path.
 */
export const calendarFilePath = (id: string) => `/calendar/${id}.ics`

/** Where the calendar files were before: answered with a 301 when no resource has the path. */
export const oldCalendarFile = (pathname: string) =>
  /^\/resources\/calendar\/([^/]+\.ics)$/.exec(pathname)?.[1] ?? null
