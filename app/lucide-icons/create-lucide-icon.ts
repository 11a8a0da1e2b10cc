/**
 * lucide-react's icon factory as the browser build gets it (decision 139):
 * each icon file of lucide-react calls `createLucideIcon(iconData)`, and the
 * library's own factory brings its context, its attribute-name mapping and
 * its class helpers (about 1 kB gzipped on every page). This one renders the
 * same `<svg>` for what the site uses (className, size, color, strokeWidth,
 * aria-hidden unless the icon is labelled), so hydration finds the server's
 * markup, which the real library renders. No LucideProvider is used.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

type IconNode = Array<[string, Record<string, string>]>
interface IconData {
  name: string
  size?: number
  node: IconNode
  aliases?: string[]
}
interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
  absoluteStrokeWidth?: boolean
  children?: ReactNode
}

const isLabelled = (props: object) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title')

export default function createLucideIcon(icon: IconData) {
  const iconClasses = [
    'lucide',
    `lucide-${icon.name}`,
    ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`),
  ]
  // Made once per icon: React elements never change, so every render shares them.
  const shapes = icon.node.map(([tag, attrs]) => createElement(tag, attrs))
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    {
      className = '',
      size = 24,
      color = 'currentColor',
      strokeWidth = 2,
      absoluteStrokeWidth,
      children,
      ...rest
    },
    ref,
  ) {
    const classes = [...iconClasses, ...className.split(' ')].filter(
      (name, index, all) => name.trim() !== '' && all.indexOf(name) === index,
    )
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes.join(' '),
        ...(children || isLabelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...shapes,
      children,
    )
  })
}
