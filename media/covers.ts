/**
 * Resource covers: one per resource type and seeded category (plus one per
 * type for any other category or none). The category chooses the piece of
 * the product in the window (AI triage, a patient's vitals, FHIR mapping, a
 * pathway); the type chooses the object in front of it (a result, a guide, a
 * player, a calendar, an announcement, a chart, a certificate). Few words,
 * large enough to read on a phone card; the card's own text says the rest,
 * so the pages show covers as decorative images.
 */
import { resourceTypes, type ResourceType } from '../app/db/schema.ts'
import { icon, initials } from './kit.ts'

export const COVER_WIDTH = 640
export const COVER_HEIGHT = 360

/** A cover for each resource type the database knows. */
export const coverTypes = resourceTypes
export type CoverType = ResourceType

/** The seeded categories with a cover of their own; any other category gets the type's. */
export const coverCategories = ['ai', 'patient-care', 'healthcare-technology'] as const
export type CoverCategory = (typeof coverCategories)[number]

export const coverCss = `
.cover{position:relative;width:${COVER_WIDTH}px;height:${COVER_HEIGHT}px;overflow:hidden;font-family:'Inter Variable',sans-serif}
.cover.ai{background:linear-gradient(150deg,#f2f6fc 0%,#dde9f7 100%)}
.cover.patient-care{background:linear-gradient(150deg,#f1f8f6 0%,#d9eee9 100%)}
.cover.healthcare-technology{background:linear-gradient(150deg,#f3f5f9 0%,#dfe5ee 100%)}
.cover.none{background:linear-gradient(150deg,#f4f7fb 0%,#e3eaf3 100%)}
.cover .dots{position:absolute;inset:0;background-image:radial-gradient(rgb(11 37 69/.09) 1.2px,transparent 1.2px);background-size:20px 20px}
.cover .win{position:absolute;left:238px;top:46px;width:440px;height:360px;background:#fff;border-radius:16px;border:1px solid var(--border);box-shadow:0 18px 40px -14px rgb(11 37 69/.28);overflow:hidden}
.cover .win .bar{height:30px;display:flex;align-items:center;gap:7px;padding:0 14px;background:#f8fafc;border-bottom:1px solid var(--border)}
.cover .win .bar i{width:9px;height:9px;border-radius:50%;background:#d7dee8;display:block}
.cover .win .bar span{margin-left:10px;font-size:12px;font-weight:600;color:#64748b;display:flex;gap:6px;align-items:center}
.cover .body{padding:18px 20px;display:flex;flex-direction:column;gap:12px}
.cover .front{position:absolute;left:34px;top:70px;width:236px;background:#fff;border-radius:16px;border:1px solid var(--border);box-shadow:0 22px 44px -16px rgb(11 37 69/.38);padding:20px}
.cover .tile{width:48px;height:48px;border-radius:12px;display:grid;place-items:center;background:var(--brand-navy);color:#fff}
.cover .tile.teal{background:var(--brand-teal)}
.cover .tile.blue{background:var(--primary)}
.cover .big{font-size:40px;font-weight:750;letter-spacing:-.03em;line-height:1;color:var(--brand-navy)}
.cover .big.teal{color:var(--brand-teal)}
.cover .label{font-size:17px;font-weight:600;line-height:1.25;color:#334155}
.cover .line{height:10px;border-radius:5px;background:#e2e8f0}
.cover .line.dark{background:#cbd5e1}
.cover .chip{display:inline-flex;align-items:center;gap:6px;height:30px;padding:0 12px;border-radius:999px;font-size:15px;font-weight:650;white-space:nowrap}
.cover .chip.ok{background:#e6f4f1;color:#0f5e57}
.cover .chip.alert{background:#fee2e2;color:#991b1b}
.cover .chip.info{background:var(--secondary);color:var(--secondary-foreground)}
.cover .chip.ai{background:#eef0fb;color:#3730a3}
.cover .row{display:flex;align-items:center;gap:10px}
.cover .avatar{width:34px;height:34px;font-size:12.5px}
.cover .msg{border:1px solid var(--border);border-radius:12px;padding:12px 14px;display:flex;flex-direction:column;gap:8px}
.cover .msg b{font-size:17px;font-weight:650}
.cover .node{display:flex;align-items:center;gap:10px;height:50px;padding:0 14px;border:1px solid var(--border);border-radius:12px;font-size:16px;font-weight:650;background:#fff}
.cover .node.sel{border:2px solid var(--primary);box-shadow:0 0 0 4px rgb(11 87 164/.14)}
.cover .node .ic{width:30px;height:30px;border-radius:8px;display:grid;place-items:center;background:var(--secondary);color:var(--primary)}
.cover .node.teal .ic{background:var(--accent);color:var(--brand-teal)}
.cover .win.video::after{content:'';position:absolute;inset:30px 0 0 0;background:linear-gradient(180deg,rgb(11 37 69/.18),rgb(11 37 69/.5))}
.cover .map{display:grid;grid-template-columns:140px 22px 120px 26px;align-items:center;gap:8px;font-size:15px;font-weight:650}
.cover .map .res{height:40px;border-radius:10px;border:1px solid var(--border);display:flex;align-items:center;padding:0 12px;gap:8px}
.cover .map .fhir{background:#fff7ed;border-color:#fed7aa;color:#9a3412}
.cover .play{position:absolute;width:84px;height:84px;border-radius:50%;background:rgb(255 255 255/.95);display:grid;place-items:center;color:var(--brand-navy);box-shadow:0 10px 30px -6px rgb(11 37 69/.5)}
.cover .sheet{position:absolute;background:#fff;border-radius:10px;border:1px solid var(--border);box-shadow:0 22px 44px -16px rgb(11 37 69/.38);padding:22px 20px;display:flex;flex-direction:column;gap:10px}
.cover .cal{display:grid;grid-template-columns:repeat(7,1fr);gap:5px}
.cover .cal i{height:20px;border-radius:5px;background:#eef2f7;display:block}
.cover .cal i.on{background:var(--brand-teal)}
.cover .cal i.soft{background:#cde8e3}
.cover .bars{display:flex;align-items:flex-end;gap:10px;height:96px}
.cover .bars i{flex:1;border-radius:6px 6px 2px 2px;background:#c7dcf2;display:block}
.cover .bars i.hi{background:var(--primary)}
.cover .seal{width:78px;height:78px;border-radius:50%;background:var(--brand-teal);display:grid;place-items:center;color:#fff;box-shadow:0 0 0 6px #fff,0 0 0 8px #b7dcd5}
`

/** A sparkline path through `values` inside a w×h box. */
function spark(values: number[], w: number, h: number): string {
  const min = Math.min(...values)
  const max = Math.max(...values)
  return values
    .map((v, i) => {
      const x = (i / (values.length - 1)) * w
      const y = h - ((v - min) / (max - min || 1)) * h
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`
    })
    .join(' ')
}

const bar = (title: string, iconName: Parameters<typeof icon>[0]) =>
  `<div class="bar"><i></i><i></i><i></i><span>${icon(iconName, 13)}${title}</span></div>`

/** The piece of the product behind the type's object, by category. */
function productPiece(category: CoverCategory | 'none'): string {
  switch (category) {
    case 'ai':
      return `<div class="win">${bar('Message triage · AI agent', 'Sparkles')}<div class="body" style="padding-left:60px">
        <div class="msg"><div class="row">${initials('Karim Benali', 'blue', 'avatar')}<b>Karim Benali</b></div>
          <div class="line dark" style="width:88%"></div><div class="line" style="width:64%"></div>
          <div class="row"><span class="chip ai">${icon('Sparkles', 15)}Suggested: routine</span></div></div>
        <div class="row"><span class="chip ok">${icon('UserCheck', 15)}Clinician approves</span></div>
      </div></div>`
    case 'patient-care': {
      const hr = [71, 72, 70, 73, 72, 74, 73, 75, 77, 76, 79, 82, 86, 91]
      return `<div class="win">${bar('Remote monitoring', 'HeartPulse')}<div class="body" style="padding-left:60px">
        <div class="row"><span class="chip alert">${icon('TriangleAlert', 15)}SpO₂ 89 %</span><span class="chip ok">HR 72</span></div>
        <svg width="340" height="120" viewBox="-4 -8 348 136"><path d="${spark(hr, 340, 110)}" fill="none" stroke="var(--brand-teal)" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="340" cy="0" r="7" fill="var(--brand-teal)" stroke="#fff" stroke-width="3"/></svg>
        <div class="row">${initials('Élodie Marchand', 'teal', 'avatar')}<div style="flex:1;display:flex;flex-direction:column;gap:8px"><div class="line dark" style="width:70%"></div><div class="line" style="width:45%"></div></div></div>
      </div></div>`
    }
    case 'healthcare-technology':
      return `<div class="win">${bar('FHIR R4 integration', 'Network')}<div class="body" style="padding-left:60px;gap:14px">
        ${[
          ['Patient', 'Patient'],
          ['Observation', 'Vitals'],
          ['CarePlan', 'Pathway'],
          ['Questionnaire', 'Forms'],
        ]
          .map(
            ([fhir, alakin]) =>
              `<div class="map"><div class="res fhir">${fhir}</div>${icon('ArrowLeftRight', 22, 'style="color:#94a3b8"')}<div class="res">${alakin}</div>${icon('CircleCheck', 24, 'style="color:var(--brand-teal)"')}</div>`,
          )
          .join('')}
      </div></div>`
    case 'none':
      return `<div class="win">${bar('Pathway builder', 'Workflow')}<div class="body" style="padding-left:60px;gap:0">
        <div class="node">${`<span class="ic">${icon('UserPlus', 17)}</span>`}Enrolment</div>
        <div style="width:2px;height:18px;background:#94a3b8;margin-left:28px"></div>
        <div class="node sel">${`<span class="ic">${icon('ClipboardList', 17)}</span>`}Questionnaire</div>
        <div style="width:2px;height:18px;background:#94a3b8;margin-left:28px"></div>
        <div class="node teal">${`<span class="ic">${icon('Gauge', 17)}</span>`}Risk score</div>
      </div></div>`
  }
}

/** What a case study's front card claims, by category (the seed's figures). */
const results: Record<CoverCategory | 'none', [string, string]> = {
  ai: ['−38 %', 'time to triage patient messages'],
  'patient-care': ['−21 %', 'readmissions at 30 days'],
  'healthcare-technology': ['8 weeks', 'from kick-off to the first patients'],
  none: ['90 %', 'less development time'],
}

/** The object in front, by type. */
function typeObject(type: CoverType, category: CoverCategory | 'none'): string {
  switch (type) {
    case 'case-study': {
      const [figure, label] = results[category]
      return `<div class="front" style="top:84px"><div class="tile teal">${icon('TrendingDown', 26)}</div>
        <div class="big teal" style="margin-top:18px">${figure}</div><div class="label" style="margin-top:8px">${label}</div></div>`
    }
    case 'white-paper':
      return `<div class="sheet" style="left:54px;top:40px;width:200px;height:270px;transform:rotate(-4deg)">
        <div class="tile">${icon('BookOpen', 24)}</div>
        <div class="line dark" style="height:14px;width:92%;margin-top:8px;background:var(--brand-navy)"></div>
        <div class="line dark" style="height:14px;width:70%;background:var(--brand-navy)"></div>
        <div class="line" style="margin-top:10px"></div><div class="line" style="width:86%"></div><div class="line" style="width:92%"></div><div class="line" style="width:58%"></div>
        <div style="margin-top:auto;display:flex;gap:6px"><span class="chip info" style="height:26px;font-size:13px">PDF</span></div></div>`
    case 'webinar':
      return `<div class="front" style="top:96px;width:224px;z-index:2"><div class="row">${initials('Aurélie Vasseur', 'navy', 'avatar')}${initials('Malik Toure', 'teal', 'avatar')}${initials('Nadia Ferreira', 'blue', 'avatar')}</div>
        <div class="row" style="margin-top:16px">${icon('Video', 22, 'style="color:var(--primary)"')}<span class="label">On-demand video</span></div></div>
        <div class="play" style="left:430px;top:170px;z-index:1">${icon('Play', 36, 'fill="currentColor"')}</div>`
    case 'event':
      return `<div class="front" style="top:66px;width:226px"><div class="row"><div class="tile teal">${icon('CalendarDays', 24)}</div><div class="tile blue">${icon('MapPin', 24)}</div></div>
        <div class="cal" style="margin-top:18px">${Array.from({ length: 21 }, (_, i) => `<i class="${i === 11 ? 'on' : i === 12 ? 'soft' : ''}"></i>`).join('')}</div>
        <div class="row" style="margin-top:16px">${icon('Users', 20, 'style="color:var(--brand-teal)"')}<span class="label">Talks &amp; workshops</span></div></div>`
    case 'press-release':
      return `<div class="front" style="top:82px"><div class="tile">${icon('Megaphone', 26)}</div>
        <div class="line dark" style="height:16px;margin-top:20px;background:var(--brand-navy)"></div><div class="line dark" style="height:16px;width:76%;margin-top:9px;background:var(--brand-navy)"></div>
        <div class="line" style="margin-top:16px"></div><div class="line" style="width:84%;margin-top:8px"></div></div>`
    case 'news-article':
      return `<div class="front" style="top:78px"><div class="row"><div class="tile blue">${icon('Newspaper', 24)}</div><div style="flex:1;display:flex;flex-direction:column;gap:8px"><div class="line dark"></div><div class="line" style="width:70%"></div></div></div>
        <div class="bars" style="margin-top:20px"><i style="height:46%"></i><i style="height:58%"></i><i style="height:64%"></i><i style="height:78%"></i><i class="hi" style="height:96%"></i></div></div>`
    case 'compliance-doc':
      return `<div class="sheet" style="left:50px;top:48px;width:214px;height:262px;align-items:center;text-align:center">
        <div class="seal">${icon('ShieldCheck', 38)}</div>
        <div class="line dark" style="height:14px;width:84%;margin-top:18px;background:var(--brand-navy)"></div>
        <div class="line" style="width:70%"></div><div class="line" style="width:78%"></div>
        <div style="margin-top:auto" class="row"><span class="chip ok" style="height:28px;font-size:14px">${icon('BadgeCheck', 15)}Verified</span></div></div>`
  }
}

export interface Cover {
  /** `{type}` (any other category, or none) or `{type}--{category}`. */
  name: string
  html: string
}

/** Every cover: each type alone, and each type but compliance documents in each seeded category. */
export function covers(): Cover[] {
  const list: Cover[] = []
  for (const type of coverTypes) {
    const categories: Array<CoverCategory | 'none'> =
      type === 'compliance-doc' ? ['none'] : ['none', ...coverCategories]
    for (const category of categories) {
      list.push({
        name: category === 'none' ? type : `${type}--${category}`,
        html: `<div class="cover ${category}" data-cover><div class="dots"></div>${
          type === 'webinar'
            ? productPiece(category).replace('<div class="win">', '<div class="win video">')
            : productPiece(category)
        }${typeObject(type, category)}</div>`,
      })
    }
  }
  return list
}
