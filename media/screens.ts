/**
 * The mock screens of the Alakin platform, as HTML with the site's tokens.
 * Each still is a stage (transparent around a framed screen) plus, where the
 * whole screen would be too small to read on a phone, a `detail` element that
 * is exported on its own for narrow viewports.
 */
import {
  adherence,
  alerts,
  careTeam,
  clinician,
  heartRate,
  patients,
  today,
  weight,
} from './data.ts'
import { appWindow, icon, initials, phone } from './kit.ts'

export const screenCss = `
/* pathway builder */
.builder{display:flex;flex:1;min-height:0}
.canvas{flex:1;position:relative;background-color:#f8fafc;background-image:radial-gradient(#cfd8e3 1px,transparent 1px);background-size:18px 18px;overflow:hidden}
.tools{display:flex;gap:6px;align-items:center}
.mini{width:22px;height:22px;font-size:9px;border:0}
.node{position:absolute;width:188px;min-height:62px;background:#fff;border:1px solid var(--border);border-radius:12px;padding:10px 12px;display:flex;gap:10px;align-items:flex-start;box-shadow:0 1px 2px rgb(15 23 42/.06)}
.node .ic{width:30px;height:30px;border-radius:8px;display:grid;place-items:center;background:var(--secondary);color:var(--primary);flex-shrink:0}
.node.teal .ic{background:var(--accent);color:var(--brand-teal)}
.node.amber .ic{background:#fef3c7;color:#a16207}
.node b{display:block;font-size:13px;font-weight:650}
.node span{font-size:11.5px;color:var(--muted-foreground)}
.node.selected{border:2px solid var(--primary);box-shadow:0 0 0 4px rgb(11 87 164/.15);padding:9px 11px}
.node.ghost{opacity:.55;border-style:dashed}
.edges{position:absolute;inset:0}
.edges path{fill:none;stroke:#94a3b8;stroke-width:1.6}
.edge-label{position:absolute;font-size:11px;font-weight:650;padding:1px 7px;border-radius:999px;background:#fff;border:1px solid var(--border)}
.palette{position:absolute;left:14px;top:14px;background:#fff;border:1px solid var(--border);border-radius:12px;padding:8px;display:flex;flex-direction:column;gap:4px;width:150px}
.palette div{display:flex;gap:8px;align-items:center;font-size:12px;padding:6px 8px;border-radius:7px}
.palette div:hover,.palette .hot{background:var(--muted)}
.palette p{font-size:10.5px;font-weight:650;letter-spacing:.04em;color:var(--muted-foreground);padding:2px 8px;text-transform:uppercase}
.panel{width:288px;background:#fff;border-left:1px solid var(--border);padding:18px;display:flex;flex-direction:column;gap:14px}
.panel h2{font-size:15px;font-weight:650}
.field label{display:block;font-size:11.5px;font-weight:600;color:var(--muted-foreground);margin-bottom:5px}
.input{height:34px;border:1px solid var(--input);border-radius:7px;padding:0 10px;display:flex;align-items:center;gap:6px;font-size:12.5px;background:#fff}
.rule{display:flex;gap:6px;align-items:center;font-size:12.5px;padding:8px 10px;border-radius:8px;background:var(--muted)}
.toggle{width:32px;height:18px;border-radius:999px;background:var(--brand-teal);position:relative;flex-shrink:0}
.toggle::after{content:'';position:absolute;top:2px;right:2px;width:14px;height:14px;border-radius:50%;background:#fff}
.toggle.off{background:#cbd5e1}.toggle.off::after{right:auto;left:2px}
/* dashboard */
.dash{display:grid;grid-template-columns:1fr 268px;gap:16px;padding:16px;flex:1;min-height:0}
.filters{display:flex;gap:6px;margin-bottom:12px}
.filters .chip{height:28px;padding:0 12px;font-size:12px;border:1px solid var(--border);background:#fff;color:var(--foreground)}
.filters .chip.sel{background:var(--brand-navy);border-color:var(--brand-navy);color:#fff}
table{width:100%;border-collapse:collapse;font-size:12.5px}
th{text-align:left;font-size:11px;font-weight:600;color:var(--muted-foreground);padding:9px 12px;border-bottom:1px solid var(--border)}
td{padding:8px 12px;border-bottom:1px solid #eef2f7;white-space:nowrap}
tr.hl td{background:#f5f9fe}
.who{display:flex;align-items:center;gap:8px;font-weight:600}
.who .avatar{width:26px;height:26px;font-size:10px;border:0}
.alerts{display:flex;flex-direction:column;gap:8px;padding:12px}
.al{border:1px solid var(--border);border-radius:10px;padding:10px 12px;display:flex;flex-direction:column;gap:6px;background:#fff}
.al.high{border-color:#fca5a5;background:#fff7f7}
.al .row{display:flex;align-items:center;gap:6px}
.al strong{font-size:13px}
.team{display:flex}
.team .avatar{margin-left:-6px}
.chart{padding:12px 14px}
.legend{display:flex;gap:14px;font-size:11.5px;color:var(--muted-foreground)}
.legend i{display:inline-block;width:10px;height:3px;border-radius:2px;margin-right:5px;vertical-align:middle}
/* patient app */
.papp{flex:1;padding:6px 18px 0;display:flex;flex-direction:column;gap:12px;overflow:hidden}
.papp h1{font-size:24px;font-weight:700;letter-spacing:-.02em}
.task{display:flex;align-items:center;gap:12px;background:#fff;border:1px solid var(--border);border-radius:16px;padding:12px 14px;min-height:60px}
.task .ic{width:36px;height:36px;border-radius:10px;display:grid;place-items:center;background:var(--secondary);color:var(--primary)}
.task.done .ic{background:var(--accent);color:var(--brand-teal)}
.task b{display:block;font-size:14px}
.task span{font-size:12px;color:var(--muted-foreground)}
.task .go{margin-left:auto;height:36px;padding:0 14px;border-radius:10px;background:var(--primary);color:#fff;font-weight:650;font-size:13px;display:flex;align-items:center}
.remind{background:var(--brand-navy);color:#fff;border-radius:16px;padding:14px;display:flex;gap:12px;align-items:center}
.tabs{margin-top:auto;height:74px;background:#fff;border-top:1px solid var(--border);display:flex;justify-content:space-around;align-items:flex-start;padding-top:10px;font-size:10.5px;color:#64748b}
.tabs div{display:flex;flex-direction:column;align-items:center;gap:3px;min-width:56px}
.tabs .on{color:var(--primary);font-weight:650}
.option{height:56px;border:1.5px solid var(--border);border-radius:14px;background:#fff;display:flex;align-items:center;gap:12px;padding:0 16px;font-size:15px;font-weight:550}
.option i{width:20px;height:20px;border-radius:50%;border:2px solid #94a3b8;display:block}
.option.sel{border-color:var(--primary);background:#f3f8fe}
.option.sel i{border:6px solid var(--primary)}
.bigbtn{height:52px;border-radius:14px;background:var(--primary);color:#fff;font-weight:650;font-size:15px;display:grid;place-items:center}
.progress{height:6px;border-radius:3px;background:#e2e8f0;overflow:hidden}
.progress b{display:block;height:100%;background:var(--brand-teal);border-radius:3px}
.bubble{max-width:80%;padding:10px 13px;border-radius:16px;font-size:13.5px;line-height:1.4}
.bubble.them{background:#fff;border:1px solid var(--border);border-bottom-left-radius:4px}
.bubble.me{background:var(--primary);color:#fff;margin-left:auto;border-bottom-right-radius:4px}
.bubble small{display:block;font-size:10.5px;opacity:.7;margin-top:3px}
.sender{font-size:11px;color:var(--muted-foreground);margin:2px 0 -6px 4px}
.composer{height:46px;border-radius:23px;border:1px solid var(--input);background:#fff;display:flex;align-items:center;padding:0 6px 0 16px;color:#94a3b8;font-size:13.5px}
.composer b{margin-left:auto;width:36px;height:36px;border-radius:50%;background:var(--primary);color:#fff;display:grid;place-items:center}
/* form builder */
.fb{display:grid;grid-template-columns:170px 1fr 270px;flex:1;min-height:0}
.fields{padding:14px 10px;border-right:1px solid var(--border);background:#fff;display:flex;flex-direction:column;gap:4px}
.fields p{font-size:10.5px;font-weight:650;letter-spacing:.04em;text-transform:uppercase;color:var(--muted-foreground);padding:0 8px 6px}
.fields div{display:flex;gap:8px;align-items:center;font-size:12.5px;padding:7px 8px;border-radius:7px;border:1px solid transparent}
.fields div:hover{background:var(--muted)}
.form{padding:18px 22px;display:flex;flex-direction:column;gap:12px;overflow:hidden}
.q{background:#fff;border:1px solid var(--border);border-radius:12px;padding:14px 16px}
.q.sel{border:2px solid var(--primary);padding:13px 15px;box-shadow:0 0 0 4px rgb(11 87 164/.12)}
.q b{font-size:13.5px;display:block;margin-bottom:10px}
.scale{display:flex;gap:5px}
.scale span{flex:1;height:30px;border-radius:7px;border:1px solid var(--border);display:grid;place-items:center;font-size:12px;font-weight:600}
.scale span.on{background:var(--primary);border-color:var(--primary);color:#fff}
.choices{display:flex;gap:8px;flex-wrap:wrap}
.choices span{padding:6px 12px;border-radius:999px;border:1px solid var(--border);font-size:12.5px}
/* scheduling */
.week{flex:1;display:grid;grid-template-columns:52px repeat(5,1fr);margin:14px 16px 16px;background:#fff;border:1px solid var(--border);border-radius:12px;overflow:hidden;position:relative}
.week .head{height:46px;border-bottom:1px solid var(--border);display:flex;flex-direction:column;justify-content:center;padding:0 10px;font-size:11px;color:var(--muted-foreground)}
.week .head b{font-size:15px;color:var(--foreground)}
.week .head.today b{color:var(--primary)}
.hours{font-size:10.5px;color:#94a3b8;text-align:right;padding-right:8px}
.col{border-left:1px solid #eef2f7;position:relative}
.slot{position:absolute;left:4px;right:4px;border-radius:8px;padding:6px 8px;font-size:11.5px;line-height:1.3;overflow:hidden;border-left:3px solid}
.slot b{display:block;font-size:11.5px}
.slot.tele{background:#e6f0fa;border-color:var(--primary);color:#0b3d73}
.slot.home{background:#e6f4f1;border-color:var(--brand-teal);color:#0f3d36}
.slot.group{background:#f1f5f9;border-color:#64748b;color:#334155}
.now{position:absolute;height:2px;background:#dc2626}
/* fhir */
.fhir{display:grid;grid-template-columns:250px 1fr;gap:16px;padding:16px;flex:1;min-height:0}
.sys{display:flex;gap:10px;align-items:center;padding:12px;border-bottom:1px solid #eef2f7}
.sys:last-child{border-bottom:0}
.sys .ic{width:34px;height:34px;border-radius:9px;display:grid;place-items:center;background:var(--secondary);color:var(--primary)}
.dot{width:8px;height:8px;border-radius:50%;background:#16a34a;display:inline-block}
.dot.amber{background:#d97706}
.mono{font-family:ui-monospace,'DejaVu Sans Mono',monospace;font-size:11.5px}
.arrow{color:#94a3b8}
/* analytics */
.ana{padding:16px;display:flex;flex-direction:column;gap:14px;flex:1;min-height:0}
.kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.kpi{padding:14px 16px}
.kpi p{font-size:11.5px;color:var(--muted-foreground);font-weight:550}
.kpi strong{display:block;font-size:26px;font-weight:700;letter-spacing:-.02em;margin-top:2px}
.kpi .delta{font-size:11.5px;font-weight:650;color:var(--brand-teal)}
.charts{display:grid;grid-template-columns:1.5fr 1fr;gap:14px;flex:1;min-height:0}
.bars{display:flex;flex-direction:column;gap:12px;padding:6px 16px 16px}
.bar{display:grid;grid-template-columns:96px 1fr 44px;gap:10px;align-items:center;font-size:12px}
.bar div{height:12px;border-radius:6px;background:#eef2f7;overflow:hidden}
.bar div b{display:block;height:100%;border-radius:6px}
`

/** A smooth path through points (Catmull-Rom as cubic Béziers). */
function smooth(points: Array<[number, number]>): string {
  let d = `M${points[0]![0]},${points[0]![1]}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[i + 2] ?? p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${p2[0]},${p2[1]}`
  }
  return d
}

/** A line chart of a series in a box (min/max padded). */
function line(values: number[], width: number, height: number, colour: string, fill = false) {
  const min = Math.min(...values)
  const max = Math.max(...values)
  const span = max - min || 1
  const points = values.map((value, index): [number, number] => [
    Math.round((index / (values.length - 1)) * width),
    Math.round(height - 8 - ((value - min) / span) * (height - 16)),
  ])
  const path = smooth(points)
  const area = fill
    ? `<path d="${path} L${width},${height} L0,${height} Z" fill="${colour}" opacity=".08" stroke="none"/>`
    : ''
  const last = points[points.length - 1]!
  return `${area}<path d="${path}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/><circle cx="${last[0]}" cy="${last[1]}" r="4" fill="#fff" stroke="${colour}" stroke-width="2.2"/>`
}

// ---------------------------------------------------------------- pathway builder

export interface PathwayNode {
  id: string
  x: number
  y: number
  title: string
  sub: string
  tone: '' | 'teal' | 'amber'
  glyph: Parameters<typeof icon>[0]
}

export const pathwayNodes: PathwayNode[] = [
  {
    id: 'enrol',
    x: 206,
    y: 36,
    title: 'Enrolment',
    sub: 'After discharge',
    tone: '',
    glyph: 'UserPlus',
  },
  {
    id: 'quest',
    x: 450,
    y: 36,
    title: 'Questionnaire',
    sub: 'KCCQ-12 · daily',
    tone: '',
    glyph: 'ClipboardList',
  },
  {
    id: 'risk',
    x: 450,
    y: 150,
    title: 'Risk score',
    sub: 'Weight, SpO₂, symptoms',
    tone: 'amber',
    glyph: 'Gauge',
  },
  {
    id: 'branch',
    x: 450,
    y: 264,
    title: 'Branch',
    sub: 'Score ≥ 60 ?',
    tone: 'amber',
    glyph: 'GitBranch',
  },
  {
    id: 'tele',
    x: 600,
    y: 380,
    title: 'Teleconsultation',
    sub: 'Nurse · within 24 h',
    tone: 'teal',
    glyph: 'Video',
  },
  {
    id: 'edu',
    x: 300,
    y: 380,
    title: 'Education module',
    sub: 'Salt and fluids · 5 min',
    tone: 'teal',
    glyph: 'BookOpen',
  },
  {
    id: 'follow',
    x: 450,
    y: 488,
    title: 'Follow-up',
    sub: 'Day 30 review',
    tone: '',
    glyph: 'CalendarCheck',
  },
]

const edges: Array<[string, string, string?]> = [
  ['enrol', 'quest'],
  ['quest', 'risk'],
  ['risk', 'branch'],
  ['branch', 'tele', 'High'],
  ['branch', 'edu', 'Low'],
  ['tele', 'follow'],
  ['edu', 'follow'],
]

function edgePath(from: PathwayNode, to: PathwayNode): string {
  const w = 188
  const h = 62
  if (from.y === to.y) {
    const y = from.y + h / 2
    return `M${from.x + w},${y} C${from.x + w + 20},${y} ${to.x - 20},${y} ${to.x},${y}`
  }
  const sx = from.x + w / 2
  const sy = from.y + h
  const ex = to.x + w / 2
  const ey = to.y
  const mid = (sy + ey) / 2
  return `M${sx},${sy} C${sx},${mid} ${ex},${mid} ${ex},${ey}`
}

export function pathwayBuilder(
  options: { selected?: string; width?: number; height?: number } = {},
) {
  const selected = options.selected ?? 'risk'
  const byId = new Map(pathwayNodes.map((node) => [node.id, node]))
  const paths = edges
    .map(([a, b]) => `<path data-edge="${a}-${b}" d="${edgePath(byId.get(a)!, byId.get(b)!)}"/>`)
    .join('')
  const labels = edges
    .filter(([, , label]) => label)
    .map(([a, b, label]) => {
      const to = byId.get(b)!
      const from = byId.get(a)!
      const x = (from.x + to.x) / 2 + 94 - 20
      return `<span class="edge-label" data-edge-label="${a}-${b}" style="left:${x}px;top:${from.y + 84}px;color:${label === 'High' ? '#991b1b' : '#0f5e57'}">${label}</span>`
    })
    .join('')
  const nodes = pathwayNodes
    .map(
      (node) =>
        `<div class="node ${node.tone}${node.id === selected ? ' selected' : ''}" data-node="${node.id}" style="left:${node.x}px;top:${node.y}px"><span class="ic">${icon(node.glyph, 16)}</span><div><b>${node.title}</b><span>${node.sub}</span></div></div>`,
    )
    .join('')
  const palette = `<div class="palette"><p>Add a step</p>
    <div>${icon('ClipboardList', 14)}Questionnaire</div><div>${icon('Gauge', 14)}Risk score</div>
    <div>${icon('GitBranch', 14)}Branch</div><div>${icon('Bell', 14)}Alert</div>
    <div>${icon('Video', 14)}Teleconsultation</div><div>${icon('BookOpen', 14)}Education</div>
    <div>${icon('Bot', 14)}AI agent</div></div>`
  const panel = `<aside class="panel" data-panel>
    <div style="display:flex;align-items:center;gap:8px"><span class="chip warn">${icon('Gauge', 12)}Risk score</span><span class="spacer"></span><span class="muted small">Step 3 of 7</span></div>
    <h2>Heart failure decompensation risk</h2>
    <div class="field"><label>Inputs</label><div style="display:flex;flex-direction:column;gap:6px">
      <div class="rule">${icon('Scale', 14)}Weight gain &gt; 2 kg in 3 days<span class="spacer"></span><b>+30</b></div>
      <div class="rule">${icon('Activity', 14)}SpO₂ below 92 %<span class="spacer"></span><b>+40</b></div>
      <div class="rule">${icon('ClipboardList', 14)}KCCQ-12 score drop ≥ 10<span class="spacer"></span><b>+20</b></div>
    </div></div>
    <div class="field"><label>High risk from</label><div class="input" data-threshold>Score ≥ <b>60</b></div></div>
    <div class="field"><label>Notify</label><div class="input" data-notify>${initials('Malik Toure', 'teal', 'mini')}Cardiology nurse team</div></div>
    <div style="display:flex;align-items:center;gap:10px;font-size:12.5px"><span class="toggle"></span>Raise a care-team alert</div>
    <div style="display:flex;align-items:center;gap:10px;font-size:12.5px"><span class="toggle off"></span>Ask the AI agent to call back</div>
  </aside>`
  const toolbar = `<div class="top"><div><div class="crumb">Pathways / Cardiology</div><h1>Heart failure · remote monitoring</h1></div><span class="chip info">Draft v3</span><span class="spacer"></span>
    <div class="tools"><span class="btn">${icon('Undo2', 14)}</span><span class="btn">${icon('ZoomIn', 14)}100 %</span><span class="btn">${icon('Play', 14)}Test run</span><span class="btn primary" data-publish>${icon('Send', 14)}Publish</span></div></div>`
  return appWindow({
    width: options.width ?? 1120,
    height: options.height ?? 700,
    url: 'app.alakin.health/pathways/heart-failure',
    active: 'Pathways',
    sidebar: false,
    body: `${toolbar}<div class="builder"><div class="canvas" data-canvas><svg class="edges" width="100%" height="100%">${paths}</svg>${labels}${nodes}${palette}</div>${panel}</div>`,
  })
}

// ---------------------------------------------------------------- clinician dashboard

function statusChip(status: string): string {
  const tone = { Alert: 'alert', Review: 'warn', Stable: 'ok', New: 'info' }[status] ?? 'grey'
  return `<span class="chip ${tone}">${status}</span>`
}

export function trendChart(width = 520, height = 120): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" style="display:block">
    ${[0.25, 0.5, 0.75].map((f) => `<line x1="0" x2="${width}" y1="${height * f}" y2="${height * f}" stroke="#eef2f7"/>`).join('')}
    ${line(weight, width, height, '#0f766e', true)}${line(heartRate, width, height, '#0b57a4')}</svg>`
}

export function dashboard(options: { width?: number; height?: number } = {}) {
  const rows = patients
    .map(
      (p, index) =>
        `<tr class="${index === 0 ? 'hl' : ''}" data-row="${index}"><td><span class="who">${initials(p.name, index % 2 ? 'grey' : 'blue')}${p.name}</span></td><td>${p.age}</td><td>Day ${p.day}</td><td>${p.reading}</td><td>${statusChip(p.status)}</td></tr>`,
    )
    .join('')
  const alertCards = alerts
    .map(
      (a, index) =>
        `<div class="al${a.level === 'alert' ? ' high' : ''}" data-alert="${index}"><div class="row"><span class="chip ${a.level}">${icon(a.level === 'info' ? 'ClipboardList' : 'TriangleAlert', 12)}${a.level === 'alert' ? 'High' : a.level === 'warn' ? 'Medium' : 'Low'}</span><span class="spacer"></span><span class="muted small">${a.when}</span></div><strong>${a.text}</strong><div class="row"><span class="small muted">${a.patient}</span><span class="spacer"></span><span class="btn${index === 0 ? ' primary' : ''}" style="height:26px;font-size:11.5px" data-alert-action="${index}">${index === 0 ? 'Call patient' : 'Review'}</span></div></div>`,
    )
    .join('')
  const team = careTeam
    .map((name, i) => initials(name, (['navy', 'teal', 'blue', 'grey', 'teal'] as const)[i]))
    .join('')
  return appWindow({
    width: options.width ?? 1120,
    height: options.height ?? 700,
    url: 'app.alakin.health/dashboard',
    active: 'Dashboard',
    body: `<div class="top"><div><div class="crumb">${today.long} · Heart failure programme</div><h1>Good morning, ${clinician}</h1></div><span class="spacer"></span><span class="team">${team}</span><span class="btn">${icon('Search', 14)}Find a patient</span></div>
    <div class="dash"><div style="display:flex;flex-direction:column;gap:14px;min-width:0">
      <div class="card"><div style="padding:12px 12px 0"><div class="filters"><span class="chip sel">All · 128</span><span class="chip">Alerts · 3</span><span class="chip">Due today · 14</span><span class="chip">New · 6</span><span class="spacer"></span><span class="chip">${icon('SlidersHorizontal', 12)}Filters</span></div></div>
      <table><thead><tr><th>Patient</th><th>Age</th><th>Pathway</th><th>Last reading</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table></div>
      <div class="card chart" data-chart><div style="display:flex;align-items:center;margin-bottom:8px"><h2>Élodie Marchand · last 14 days</h2><span class="spacer"></span><div class="legend"><span><i style="background:#0b57a4"></i>Heart rate 71 → 91 bpm</span><span><i style="background:#0f766e"></i>Weight 79.2 → 81.6 kg</span></div></div>${trendChart(560, 112)}</div>
    </div>
    <div class="card" data-alerts style="align-self:start"><div style="display:flex;align-items:center;padding:12px 12px 0"><h2>Alerts</h2><span class="chip alert" style="margin-left:8px" data-open-count>3 open</span></div><div class="alerts">${alertCards}</div>
      <div style="padding:0 12px 12px" class="small muted">${icon('Clock', 12)} Median time to acknowledge: 9 min</div></div></div>`,
  })
}

// ---------------------------------------------------------------- patient app

export function patientToday(): string {
  return phone(`<div class="papp">
    <div><p class="muted" style="font-size:13px">${today.long}</p><h1>Bonjour Élodie</h1></div>
    <div class="card" style="padding:12px 14px;border-radius:16px"><div style="display:flex;justify-content:space-between;font-size:13px;margin-bottom:8px"><b>Heart-health programme</b><span class="muted">Day 12</span></div><div class="progress"><b style="width:50%"></b></div><p class="muted small" style="margin-top:6px">2 of 4 tasks done today</p></div>
    <div class="task done">${'<span class="ic">' + icon('Scale', 18) + '</span>'}<div><b>Morning weight</b><span>81.6 kg · 07:42</span></div><span style="margin-left:auto;color:var(--brand-teal)">${icon('CircleCheck', 22)}</span></div>
    <div class="task done"><span class="ic">${icon('HeartPulse', 18)}</span><div><b>Blood pressure</b><span>126/78 · 07:45</span></div><span style="margin-left:auto;color:var(--brand-teal)">${icon('CircleCheck', 22)}</span></div>
    <div class="task" data-task="checkin"><span class="ic">${icon('ClipboardList', 18)}</span><div><b>Daily check-in</b><span>3 questions · 2 min</span></div><span class="go">Start</span></div>
    <div class="remind">${icon('Pill', 22)}<div><b style="font-size:14px">Furosemide 40 mg</b><p style="font-size:12px;opacity:.85">Reminder at 18:00 with dinner</p></div></div>
  </div><div class="tabs"><div class="on">${icon('House', 22)}Today</div><div>${icon('BookOpen', 22)}Learn</div><div>${icon('MessageCircle', 22)}Messages</div><div>${icon('CircleUser', 22)}Profile</div></div>`)
}

export function patientQuestion(selected = 2): string {
  const options = ['Better', 'The same', 'A little worse', 'Much worse']
  return phone(`<div class="papp" style="gap:14px">
    <div style="display:flex;align-items:center;gap:10px">${icon('ChevronLeft', 22)}<span style="font-size:14px;font-weight:650">Symptom check-in</span><span class="spacer"></span><span class="muted small">2 of 3</span></div>
    <div class="progress"><b style="width:66%"></b></div>
    <h1 style="font-size:22px;line-height:1.25;margin-top:6px">How is your breathing today, compared with yesterday?</h1>
    ${options.map((option, index) => `<div class="option${index === selected ? ' sel' : ''}" data-option="${index}"><i></i>${option}</div>`).join('')}
    <div class="bigbtn" style="margin-top:auto;margin-bottom:26px">Continue</div>
  </div>`)
}

export function patientChat(): string {
  return phone(`<div class="papp" style="gap:10px;padding-bottom:10px">
    <div style="display:flex;align-items:center;gap:10px;padding-bottom:8px;border-bottom:1px solid var(--border)">${icon('ChevronLeft', 22)}${initials('Nadia Ferreira', 'teal')}<div><b style="font-size:14px">Care team</b><p class="muted" style="font-size:11.5px">Cardiology nurses · replies in ~15 min</p></div></div>
    <p class="muted" style="font-size:11px;text-align:center">Today</p>
    <p class="sender">Alakin assistant</p>
    <div class="bubble them">Your weight went up 2.4 kg in three days. Are your ankles more swollen than usual?<small>08:02</small></div>
    <div class="bubble me">Yes, a bit since Sunday.<small>08:05</small></div>
    <p class="sender">Nadia, nurse</p>
    <div class="bubble them">Thank you Élodie. I have booked a video call at 10:30 to review your treatment with Dr Vasseur.<small>08:19</small></div>
    <div class="card" style="padding:10px 12px;border-radius:14px;display:flex;gap:10px;align-items:center"><span style="color:var(--primary)">${icon('Video', 20)}</span><div style="font-size:13px"><b>Video call · 10:30</b><p class="muted small">Tap to join when it starts</p></div></div>
    <div class="composer" style="margin-top:auto">Write a message<b>${icon('Send', 16)}</b></div>
  </div>`)
}

// ---------------------------------------------------------------- form builder

export function formBuilder(options: { width?: number; height?: number } = {}) {
  const types: Array<[string, Parameters<typeof icon>[0]]> = [
    ['Short text', 'TextCursorInput'],
    ['Number', 'Hash'],
    ['Scale 0–10', 'SlidersHorizontal'],
    ['Single choice', 'CircleDot'],
    ['Multiple choice', 'SquareCheck'],
    ['Date', 'Calendar'],
    ['Photo', 'Camera'],
    ['Body map', 'PersonStanding'],
    ['Signature', 'PenLine'],
  ]
  const scale = Array.from(
    { length: 11 },
    (_, n) => `<span class="${n === 7 ? 'on' : ''}">${n}</span>`,
  ).join('')
  return appWindow({
    width: options.width ?? 1120,
    height: options.height ?? 700,
    url: 'app.alakin.health/forms/post-op-knee',
    active: 'Forms',
    body: `<div class="top"><div><div class="crumb">Forms / Orthopaedics</div><h1>Post-op knee check-in</h1></div><span class="chip ok">Published · v5</span><span class="spacer"></span><span class="btn">${icon('Eye', 14)}Preview</span><span class="btn primary">${icon('Save', 14)}Save</span></div>
    <div class="fb"><div class="fields"><p>Fields</p>${types.map(([label, glyph]) => `<div>${icon(glyph, 14)}${label}</div>`).join('')}</div>
    <div class="form" data-form>
      <div class="q sel"><b>1. How much pain do you feel in your knee today?</b><div class="scale">${scale}</div><div style="display:flex;justify-content:space-between;margin-top:6px" class="small muted"><span>No pain</span><span>Worst imaginable</span></div></div>
      <div class="q"><b>2. How does the wound look?</b><div class="choices"><span>Dry and closed</span><span>A little red</span><span>Oozing</span><span>Warm and swollen</span></div></div>
      <div class="q"><b>3. Your temperature this morning</b><div class="input" style="width:160px">37.2<span class="spacer"></span><span class="muted">°C</span></div></div>
      <div class="q"><b>4. A photo of the wound (optional)</b><div class="input" style="border-style:dashed;justify-content:center;height:44px;color:var(--muted-foreground)">${icon('Camera', 14)}Take or choose a photo</div></div>
    </div>
    <aside class="panel" style="width:auto"><h2>Field settings</h2>
      <div class="field"><label>Label</label><div class="input">How much pain do you feel in your knee today?</div></div>
      <div class="field"><label>Type</label><div class="input">${icon('SlidersHorizontal', 14)}Scale 0–10</div></div>
      <div style="display:flex;align-items:center;gap:10px;font-size:12.5px"><span class="toggle"></span>Required</div>
      <div class="field"><label>Logic</label><div class="rule" style="flex-wrap:wrap">If answer ≥ <b>7</b> ${icon('ArrowRight', 13)} alert <b>Orthopaedic team</b></div></div>
      <div class="field"><label>FHIR mapping</label><div class="input mono">Observation · LOINC 72514-3</div></div>
    </aside></div>`,
  })
}

// ---------------------------------------------------------------- scheduling

export function scheduling(options: { width?: number; height?: number } = {}) {
  const days = [
    ['Mon', '13'],
    ['Tue', '14'],
    ['Wed', '15'],
    ['Thu', '16'],
    ['Fri', '17'],
  ]
  const hour = 52
  const top = 46
  type Slot = [number, number, number, 'tele' | 'home' | 'group', string, string]
  // day, start hour (from 8), duration hours, kind, title, who
  const slots: Slot[] = [
    [0, 0.5, 0.5, 'tele', 'Teleconsultation', 'Karim Benali'],
    [0, 2, 1.5, 'home', 'Home visit', 'J.-B. Morel · IV therapy'],
    [0, 5, 1, 'group', 'Education group', 'Heart failure · 8 patients'],
    [1, 1, 0.75, 'home', 'Home visit', 'Élodie Marchand'],
    [1, 2.5, 0.5, 'tele', 'Teleconsultation', 'Élodie Marchand'],
    [1, 4, 1.5, 'home', 'Home visit', 'Tomás Herrera · wound care'],
    [1, 6.5, 0.5, 'tele', 'Video follow-up', 'Hana Sato'],
    [2, 0, 1, 'group', 'Team huddle', 'Virtual ward'],
    [2, 1.5, 1.5, 'home', 'Home visit', 'Amara Diallo · admission'],
    [2, 5.5, 0.5, 'tele', 'Teleconsultation', 'Sofia Lindqvist'],
    [3, 1, 0.5, 'tele', 'Teleconsultation', 'Karim Benali'],
    [3, 3, 2, 'home', 'Home visits round', 'Saint-Maur sector · 4 patients'],
    [4, 0.5, 1, 'home', 'Home visit', 'Marguerite Leroy'],
    [4, 3, 0.5, 'tele', 'Day 30 review', 'Élodie Marchand'],
    [4, 5, 1, 'group', 'Discharge planning', 'With hospital team'],
  ]
  const hours = Array.from(
    { length: 10 },
    (_, i) =>
      `<div class="hours" style="position:absolute;top:${top + i * hour - 6}px;right:0;width:52px">${String(8 + i).padStart(2, '0')}:00</div>`,
  ).join('')
  const cols = days
    .map(([d, n], index) => {
      const own = slots
        .filter((s) => s[0] === index)
        .map(
          ([, start, length, kind, title, who]) =>
            `<div class="slot ${kind}" style="top:${top + start * hour + 1}px;height:${length * hour - 3}px"><b>${title}</b>${who}</div>`,
        )
        .join('')
      return `<div class="col"><div class="head${index === 1 ? ' today' : ''}">${d}<b>${n}</b></div>${own}</div>`
    })
    .join('')
  return appWindow({
    width: options.width ?? 1120,
    height: options.height ?? 700,
    url: 'app.alakin.health/schedule',
    active: 'Schedule',
    body: `<div class="top"><div><div class="crumb">Virtual ward · Team A</div><h1>Week of 13 October</h1></div><span class="spacer"></span><span class="chip tele chip info">${icon('Video', 12)}Teleconsultation</span><span class="chip ok">${icon('House', 12)}Home visit</span><span class="chip grey">${icon('Users', 12)}Group</span><span class="btn primary">${icon('Plus', 14)}New appointment</span></div>
    <div class="week" data-week><div style="position:relative;border-right:1px solid var(--border)">${hours}</div>${cols}<div class="now" style="top:${top + 2.25 * hour}px;left:calc(52px + (100% - 52px) / 5);width:calc((100% - 52px) / 5)"></div></div>`,
  })
}

// ---------------------------------------------------------------- FHIR integration

export function fhirIntegration(options: { width?: number; height?: number } = {}) {
  const mappings: Array<[string, string, string, string]> = [
    ['Patient', 'Patient profile', '1,284', 'ok'],
    ['Observation', 'Vital signs', '48,210', 'ok'],
    ['QuestionnaireResponse', 'Form answers', '9,732', 'ok'],
    ['Appointment', 'Schedule', '2,106', 'ok'],
    ['CarePlan', 'Pathway enrolment', '1,190', 'ok'],
    ['MedicationStatement', 'Treatments', '3,402', 'warn'],
    ['Practitioner', 'Care team', '86', 'ok'],
  ]
  const rows = mappings
    .map(
      ([resource, field, count, state]) =>
        `<tr><td class="mono" style="font-weight:600">${resource}</td><td class="arrow">${icon('ArrowLeftRight', 14)}</td><td>${field}</td><td style="text-align:right">${count}</td><td>${state === 'ok' ? '<span class="chip ok">' + icon('Check', 12) + 'In sync</span>' : '<span class="chip warn">12 pending</span>'}</td></tr>`,
    )
    .join('')
  const systems: Array<[string, string, Parameters<typeof icon>[0], string]> = [
    ['Hospital EHR', 'FHIR R4 · SMART on FHIR', 'Hospital', ''],
    ['Laboratory', 'HL7 v2 → FHIR R4', 'FlaskConical', ''],
    ['Regional health record', 'FHIR R4 · read only', 'Database', ''],
    ['Pharmacy system', 'FHIR R4 · retrying', 'Pill', 'amber'],
  ]
  const log = [
    ['14:32:07', 'Observation', '+ 214', 'ok'],
    ['14:31:52', 'QuestionnaireResponse', '+ 37', 'ok'],
    ['14:30:10', 'Appointment', '~ 5', 'ok'],
    ['14:28:44', 'MedicationStatement', '12 queued', 'warn'],
  ]
  return appWindow({
    width: options.width ?? 1120,
    height: options.height ?? 700,
    url: 'app.alakin.health/integrations/fhir',
    active: 'Integrations',
    body: `<div class="top"><div><div class="crumb">Integrations</div><h1>FHIR R4 exchange</h1></div><span class="chip ok"><span class="dot"></span>Last sync 14:32 · 0 errors</span><span class="spacer"></span><span class="btn">${icon('FileCode', 14)}CapabilityStatement</span><span class="btn primary">${icon('RefreshCw', 14)}Sync now</span></div>
    <div class="fhir"><div style="display:flex;flex-direction:column;gap:14px"><div class="card"><div style="padding:12px 12px 4px"><h2>Connected systems</h2></div>${systems.map(([name, sub, glyph, tone]) => `<div class="sys"><span class="ic">${icon(glyph, 16)}</span><div style="flex:1"><b style="font-size:13px">${name}</b><p class="small muted">${sub}</p></div><span class="dot ${tone}"></span></div>`).join('')}</div>
    <div class="card" style="padding:12px"><h2>Sync log</h2>${log.map(([time, res, n, tone]) => `<div style="display:flex;gap:8px;align-items:center;margin-top:8px" class="small"><span class="mono muted">${time}</span><span class="mono" style="flex:1;overflow:hidden;text-overflow:ellipsis">${res}</span><span class="chip ${tone}" style="height:20px">${n}</span></div>`).join('')}</div></div>
    <div class="card" data-mapping style="align-self:start"><div style="padding:12px 12px 4px;display:flex;align-items:center"><h2>Resource mapping</h2><span class="spacer"></span><span class="small muted">7 resources · 66,000 records</span></div><table><thead><tr><th>FHIR resource</th><th></th><th>Alakin data</th><th style="text-align:right">Records</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>
    <div style="margin:12px;padding:12px;border-radius:10px;background:var(--muted)" class="mono">GET /fhir/Observation?patient=pt-0412&amp;code=29463-7<br><span style="color:var(--brand-teal)">200 OK · Bundle · 14 entries · 38 ms</span></div></div></div>`,
  })
}

// ---------------------------------------------------------------- analytics

export function analytics(options: { width?: number; height?: number } = {}) {
  const colours = ['#0b57a4', '#0f766e', '#64748b']
  const cohorts = Object.entries(adherence)
  const w = 520
  const h = 200
  const chart = `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="display:block;margin-top:6px">
    ${[0, 1, 2, 3].map((i) => `<line x1="30" x2="${w}" y1="${10 + i * 60}" y2="${10 + i * 60}" stroke="#eef2f7"/><text x="0" y="${14 + i * 60}" font-size="10" fill="#94a3b8">${100 - i * 10}%</text>`).join('')}
    ${cohorts
      .map(([, values], ci) => {
        const points = values.map((v, i): [number, number] => [
          30 + Math.round((i / 11) * (w - 40)),
          Math.round(10 + ((100 - v) / 10) * 60),
        ])
        return `<path d="${smooth(points)}" fill="none" stroke="${colours[ci]}" stroke-width="2.4" stroke-linecap="round"/>`
      })
      .join('')}
    ${Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? `<text x="${26 + Math.round((i / 11) * (w - 40))}" y="${h - 2}" font-size="10" fill="#94a3b8">W${i + 1}</text>` : '')).join('')}</svg>`
  const outcomes: Array<[string, number, string]> = [
    ['Readmission', 32, '#0f766e'],
    ['ER visits', 27, '#0f766e'],
    ['Length of stay', 18, '#0b57a4'],
    ['Nurse phone time', 41, '#0b57a4'],
  ]
  return appWindow({
    width: options.width ?? 1120,
    height: options.height ?? 700,
    url: 'app.alakin.health/analytics',
    active: 'Analytics',
    body: `<div class="top"><div><div class="crumb">Analytics · all programmes</div><h1>Adherence and outcomes</h1></div><span class="spacer"></span><span class="btn">${icon('Calendar', 14)}Last 12 weeks</span><span class="btn">${icon('Download', 14)}Export</span></div>
    <div class="ana"><div class="kpis">
      <div class="card kpi"><p>Active patients</p><strong>1,284</strong><span class="delta">+ 96 this month</span></div>
      <div class="card kpi"><p>Task adherence</p><strong>87 %</strong><span class="delta">+ 4 pts vs. Q2</span></div>
      <div class="card kpi"><p>30-day readmissions</p><strong>− 32 %</strong><span class="delta">vs. usual care</span></div>
      <div class="card kpi"><p>Alert to action</p><strong>14 min</strong><span class="delta">median</span></div></div>
    <div class="charts"><div class="card" style="padding:14px 16px" data-cohorts><div style="display:flex;align-items:center"><h2>Adherence by cohort</h2><span class="spacer"></span><div class="legend">${cohorts.map(([name], ci) => `<span><i style="background:${colours[ci]}"></i>${name}</span>`).join('')}</div></div>${chart}</div>
    <div class="card"><div style="padding:14px 16px 8px"><h2>Outcomes vs. usual care</h2><p class="small muted">Reduction, heart failure cohort (n = 412)</p></div><div class="bars">${outcomes.map(([label, value, colour]) => `<div class="bar"><span>${label}</span><div><b style="width:${value * 2}%;background:${colour}"></b></div><strong>−${value}%</strong></div>`).join('')}</div></div></div></div>`,
  })
}
