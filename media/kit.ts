/**
 * The media studio's building blocks: the page shell (the site's design
 * tokens read from app/app.css, Inter from the installed @fontsource package,
 * no network), lucide icons rendered to SVG, and the window and phone frames.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as icons from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const root = path.resolve(import.meta.dirname, '..')

/** The `:root { … }` block of app/app.css: one source for the colours. */
function siteTokens(): string {
  const css = fs.readFileSync(path.join(root, 'app/app.css'), 'utf8')
  const block = /:root\s*\{[^}]*\}/.exec(css)
  if (!block) throw new Error('media: no :root block in app/app.css')
  return block[0]
}

function interFace(): string {
  const file = path.join(
    root,
    'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  )
  const data = fs.readFileSync(file).toString('base64')
  return `@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2')}`
}

type IconName = keyof typeof icons

/** A lucide icon as inline SVG (the same set as the site's). */
export function icon(name: IconName, size = 16, extra = ''): string {
  const component = icons[name] as ComponentType<{ size: number; strokeWidth: number }>
  return renderToStaticMarkup(createElement(component, { size, strokeWidth: 2 })).replace(
    '<svg ',
    `<svg ${extra} `,
  )
}

/** Initials in a tinted circle: the care team is shown by initials, never faces. */
export function initials(
  name: string,
  tone: 'navy' | 'teal' | 'blue' | 'grey' = 'blue',
  extra = '',
): string {
  const letters = name
    .split(/[\s-]+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
  return `<span class="avatar ${tone} ${extra}">${letters}</span>`
}

const baseCss = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:transparent}
body{font-family:'Inter Variable',sans-serif;color:var(--foreground);font-size:14px;line-height:1.45;-webkit-font-smoothing:antialiased;font-feature-settings:'cv11'}
td,.kpi strong,.mono{font-variant-numeric:tabular-nums}
svg{flex-shrink:0}
.stage{padding:28px;display:inline-block}
.stage.bg{background:linear-gradient(160deg,#f4f8fc 0%,#e6f0fa 100%)}
.window{background:#fff;border-radius:14px;box-shadow:0 1px 2px rgb(15 23 42/.06),0 12px 32px -8px rgb(11 37 69/.22);overflow:hidden;border:1px solid var(--border)}
.titlebar{height:36px;display:flex;align-items:center;gap:8px;padding:0 14px;background:#f8fafc;border-bottom:1px solid var(--border)}
.titlebar i{width:10px;height:10px;border-radius:50%;background:#d7dee8;display:block}
.url{margin-left:18px;flex:1;max-width:420px;height:22px;border-radius:6px;background:#eef2f7;color:#64748b;font-size:11.5px;display:flex;align-items:center;gap:6px;padding:0 10px}
.app{display:flex;height:calc(100% - 36px)}
.side{width:196px;background:var(--brand-navy);color:#cbd5e1;padding:16px 12px;display:flex;flex-direction:column;gap:2px;flex-shrink:0}
.brand{display:flex;align-items:center;gap:8px;color:#fff;font-weight:650;font-size:16px;padding:2px 8px 16px}
.brand b{width:26px;height:26px;border-radius:7px;background:var(--primary);display:grid;place-items:center}
.nav{display:flex;align-items:center;gap:10px;padding:8px 10px;border-radius:8px;font-size:13px}
.nav.on{background:rgb(255 255 255/.1);color:#fff;font-weight:600}
.main{flex:1;display:flex;flex-direction:column;min-width:0;background:#f8fafc}
.top{height:56px;display:flex;align-items:center;gap:12px;padding:0 20px;background:#fff;border-bottom:1px solid var(--border)}
.top h1{font-size:16px;font-weight:650;letter-spacing:-.01em}
.crumb{color:var(--muted-foreground);font-size:12.5px}
.spacer{flex:1}
.btn{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 12px;border-radius:7px;font-size:12.5px;font-weight:600;border:1px solid var(--input);background:#fff;color:var(--foreground);white-space:nowrap}
.btn.primary{background:var(--primary);border-color:var(--primary);color:#fff}
.btn.teal{background:var(--brand-teal);border-color:var(--brand-teal);color:#fff}
.card{background:#fff;border:1px solid var(--border);border-radius:12px}
.card h2{font-size:13.5px;font-weight:650}
.muted{color:var(--muted-foreground)}
.small{font-size:12px}
.chip{display:inline-flex;align-items:center;gap:4px;height:22px;padding:0 8px;border-radius:999px;font-size:11.5px;font-weight:600;white-space:nowrap}
.chip.ok{background:#e6f4f1;color:#0f5e57}
.chip.warn{background:#fef3c7;color:#854d0e}
.chip.alert{background:#fee2e2;color:#991b1b}
.chip.info{background:var(--secondary);color:var(--secondary-foreground)}
.chip.grey{background:#f1f5f9;color:#475569}
.avatar{width:28px;height:28px;border-radius:50%;display:inline-grid;place-items:center;font-size:11px;font-weight:650;color:#fff;flex-shrink:0;border:2px solid #fff}
.avatar.navy{background:var(--brand-navy)}.avatar.teal{background:var(--brand-teal)}.avatar.blue{background:var(--primary)}.avatar.grey{background:#94a3b8}
.phone{width:340px;height:700px;border-radius:48px;background:#0b1220;padding:12px;box-shadow:0 24px 48px -12px rgb(11 37 69/.35)}
.screen{width:100%;height:100%;border-radius:37px;background:#f8fafc;overflow:hidden;position:relative;display:flex;flex-direction:column}
.notch{position:absolute;top:10px;left:50%;width:96px;height:26px;margin-left:-48px;border-radius:14px;background:#0b1220;z-index:2}
.status{height:46px;display:flex;align-items:flex-end;justify-content:space-between;padding:0 26px 6px;font-size:13px;font-weight:650}
`

/** A whole HTML document: tokens, font, base styles, the screen's own CSS and body. */
export function htmlDocument(body: string, css = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${siteTokens()}${interFace()}${baseCss}${css}</style></head><body>${body}</body></html>`
}

/** A browser window around an application screen, with the Alakin sidebar. */
export function appWindow(options: {
  width: number
  height: number
  url: string
  active: string
  body: string
  /** false: the editor fills the window (no navigation sidebar). */
  sidebar?: boolean
}): string {
  const items: Array<[string, IconName]> = [
    ['Dashboard', 'LayoutDashboard'],
    ['Patients', 'Users'],
    ['Pathways', 'Workflow'],
    ['Forms', 'FormInput'],
    ['Schedule', 'CalendarDays'],
    ['Analytics', 'ChartColumn'],
    ['Integrations', 'Network'],
    ['Settings', 'Settings'],
  ]
  const nav = items
    .map(
      ([label, name]) =>
        `<div class="nav${label === options.active ? ' on' : ''}">${icon(name, 16)}${label}</div>`,
    )
    .join('')
  return `<div class="window" style="width:${options.width}px;height:${options.height}px">
  <div class="titlebar"><i></i><i></i><i></i><div class="url">${icon('Lock', 11)}${options.url}</div></div>
  <div class="app">${options.sidebar === false ? '' : `<aside class="side"><div class="brand"><b><svg width="16" height="16" viewBox="0 0 32 32"><path d="M9 23 16 8l7 15M11.8 17h8.4" fill="none" stroke="white" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg></b>Alakin</div>${nav}</aside>`}
  <div class="main">${options.body}</div></div></div>`
}

/** A phone frame around a patient-app screen. */
export function phone(body: string): string {
  return `<div class="phone"><div class="screen"><div class="notch"></div><div class="status"><span>9:41</span><span style="display:flex;gap:5px">${icon('Signal', 14)}${icon('Wifi', 14)}${icon('BatteryFull', 16)}</span></div>${body}</div></div>`
}
