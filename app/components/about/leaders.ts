/** The three leaders of the team section: copy under team.members.<key>, portrait under public/media/team/. */
export const leaders = [
  { key: 'camille', portrait: '/media/team/camille-rousseau.svg' },
  { key: 'youssef', portrait: '/media/team/youssef-haddad.svg' },
  { key: 'ines', portrait: '/media/team/ines-garnier.svg' },
] as const

export type Leader = (typeof leaders)[number]
