/** The data protection, privacy and legal mailboxes named by the privacy policy (public-site §2 Legal pages). */
export const legalMailboxes = {
  dpo: 'dpo@alakin.com',
  privacy: 'privacy@alakin.com',
  legal: 'legal@alakin.com',
} as const

export type LegalMailbox = keyof typeof legalMailboxes
