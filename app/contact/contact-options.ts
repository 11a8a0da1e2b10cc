// The contact form's choices, apart from its schema: the form renders them
// without loading zod (decision 078).

/** Request types (public-site §3), in the form's order; labels are in the locale (contact.requestTypes). */
export const requestTypes = [
  'general',
  'demo',
  'sales',
  'partnership',
  'support',
  'security',
] as const

/** Organisation sizes (public-site §3), stored as serviceType; labels in contact.serviceTypes. */
export const serviceTypes = ['enterprise', 'smb', 'education', 'government', 'other'] as const
