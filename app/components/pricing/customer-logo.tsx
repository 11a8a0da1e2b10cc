import type { CustomerLogoView } from '~/pricing/pricing.server'

/**
 * A customer's logo, or its name when the logo has no image or fails to load
 * (public-site §2, §8: logged, fallback shown). Server-rendered only
 * (decision 159): the name for a failure waits in a `<template>`, which
 * pricing-interactions.ts puts in the image's place.
 */
export function CustomerLogo({ logo }: { logo: CustomerLogoView }) {
  const name = (
    <span
      data-testid="logo-name"
      className="text-center text-lg font-semibold text-muted-foreground"
    >
      {logo.name}
    </span>
  )
  if (!logo.src) return name
  return (
    <>
      <img
        src={logo.src}
        alt={logo.alt}
        width={160}
        height={64}
        loading="lazy"
        className="h-12 w-auto max-w-full object-contain"
      />
      <template data-logo-fallback="">{name}</template>
    </>
  )
}
