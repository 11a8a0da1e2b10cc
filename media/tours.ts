/**
 * The three product tours: a scene (the mock screens), a timeline of scripted
 * interactions, and a caption per step. The page's clock is the frame number:
 * `window.tourFrame(t)` sets everything from t alone, so any frame can be
 * rendered at any time and every run gives the same pictures.
 */
import { icon } from './kit.ts'
import { dashboard, pathwayBuilder, patientChat, patientQuestion, patientToday } from './screens.ts'

type Target = string | [number, number]

export type Action =
  /** A class on the element(s) from `at` (until `until`). */
  | { kind: 'class'; at: number; until?: number; sel: string; cls: string }
  /** Opacity 0 before `at`, 1 after `at + dur` (or the reverse with `out`). */
  | { kind: 'fade'; at: number; dur?: number; sel: string; out?: boolean }
  /** The element's text replaced from `at`. */
  | { kind: 'text'; at: number; sel: string; text: string }
  /** The text typed letter by letter from `at` over `dur`. */
  | { kind: 'type'; at: number; dur: number; sel: string; text: string }
  /** Hidden before `at`; from `at` it moves from `from`'s place to its own, the cursor holding it. */
  | { kind: 'drag'; at: number; dur: number; sel: string; from: string }
  /** A click ring where the cursor is. */
  | { kind: 'click'; at: number }

export interface Tour {
  name: string
  title: string
  description: string
  /** The first words of the poster and of the title card. */
  eyebrow: string
  duration: number
  scene: string
  css: string
  cursor: Array<[number, Target]>
  actions: Action[]
  steps: Array<{ from: number; to: number; text: string }>
  /** The moment the poster shows, beside the title. */
  posterAt: number
  /** A finger (a dot) instead of a mouse pointer. */
  touch?: boolean
  /**
   * Where the landscape cut puts the product (\`[data-shot]\`): its top left in
   * the 1280×720 frame and its scale. The cursor's fixed points are in that
   * frame; the phone cut maps them onto its own layout through this.
   */
  shot: { left: number; top: number; scale: number }
  /** The phone cut: its own CSS, and a camera that follows the action at \`zoom\`. */
  phone: {
    css?: string
    /** The product's scale; with a camera, the product pans under the frame. */
    zoom?: number
    /** What the camera centres on over time (default: the cursor's path). */
    camera?: Array<[number, Target]>
    /** What the phone poster shows above its title (default: where the camera is at \`posterAt\`). */
    posterFocus?: Target
  }
}

/** The two cuts of every tour: landscape for wide screens, portrait (9:16) below 640 px. */
export const cuts = {
  landscape: { width: 1280, height: 720, suffix: '' },
  phone: { width: 540, height: 960, suffix: '-phone' },
} as const
export type CutName = keyof typeof cuts

/**
 * Where the product sits in a 1280×720 frame: a window scaled to fit. No
 * caption bar: the captions are the WebVTT track, shown by the player.
 */
const stageCss = `
body{width:1280px;height:720px;overflow:hidden;background:linear-gradient(160deg,#f4f8fc 0%,#e6f0fa 100%)}
.shot{position:absolute;left:50%;top:18px;transform-origin:top center}
.card-full{position:absolute;inset:0;background:radial-gradient(circle at 80% 20%,#12406e 0%,var(--brand-navy) 60%);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 120px;gap:18px;z-index:20}
.card-full .eb{font-size:18px;font-weight:650;letter-spacing:.08em;text-transform:uppercase;color:#5eead4}
.card-full h1{font-size:60px;line-height:1.08;font-weight:700;letter-spacing:-.025em;max-width:900px}
.card-full p{font-size:24px;color:#cbd5e1;max-width:820px}
.card-full .cta{margin-top:16px;display:inline-flex;align-self:flex-start;align-items:center;gap:10px;height:58px;padding:0 28px;border-radius:12px;background:#fff;color:var(--primary);font-size:22px;font-weight:700}
.cursor{position:absolute;left:0;top:0;z-index:15;pointer-events:none;filter:drop-shadow(0 2px 3px rgb(0 0 0/.3))}
.ring{position:absolute;width:44px;height:44px;margin:-22px 0 0 -22px;border-radius:50%;border:3px solid var(--primary);z-index:14;opacity:0}
.toast{position:absolute;left:300px;bottom:28px;background:var(--brand-navy);color:#fff;border-radius:12px;padding:12px 16px;display:flex;gap:10px;align-items:center;font-size:14px;font-weight:550;box-shadow:0 10px 30px -8px rgb(11 37 69/.5);z-index:5}
.poster{position:absolute;inset:0;z-index:25;display:none;flex-direction:column;justify-content:center;gap:18px;padding:0 0 0 72px;background:linear-gradient(90deg,var(--brand-navy) 0%,var(--brand-navy) 38%,rgb(11 37 69/.86) 50%,rgb(11 37 69/0) 72%);color:#fff}
.poster.on{display:flex}
.poster .eb{font-size:15px;font-weight:650;letter-spacing:.08em;text-transform:uppercase;color:#5eead4}
.poster h1{font-size:44px;line-height:1.1;font-weight:700;letter-spacing:-.02em;max-width:520px}
.poster .len{display:inline-flex;align-self:flex-start;align-items:center;gap:8px;height:38px;padding:0 16px;border-radius:999px;background:rgb(255 255 255/.14);font-size:15px;font-weight:600}
.tip{position:absolute;background:var(--brand-navy);color:#fff;border-radius:8px;padding:6px 10px;font-size:12px;font-weight:550;white-space:nowrap}
body.phone-cut{width:540px;height:960px}
.phone-cut .shot{left:0;top:0;margin-left:0!important;transform-origin:0 0}
.phone-cut .card-full{padding:0 40px;gap:16px}
.phone-cut .card-full .eb{font-size:17px}
.phone-cut .card-full h1{font-size:46px}
.phone-cut .card-full p{font-size:23px}
.phone-cut .card-full .cta{font-size:20px;height:56px;padding:0 22px}
.phone-cut .poster{justify-content:flex-end;padding:0 40px 72px;background:linear-gradient(0deg,var(--brand-navy) 0%,var(--brand-navy) 34%,rgb(11 37 69/.86) 46%,rgb(11 37 69/0) 68%)}
.phone-cut .poster h1{font-size:42px}
.phone-cut .poster .eb{font-size:17px}
.phone-cut .poster .len{font-size:17px}
`

function frame(inner: string, width: number, scale: number): string {
  return `<div class="shot" data-shot style="width:${width}px;margin-left:${-width / 2}px;transform:scale(${scale})">${inner}</div>`
}

/** The chrome every tour shares: cursor, click ring, title and end cards, poster. */
export function tourPage(tour: Tour): string {
  const seconds = `${tour.duration} s`
  return `${tour.scene}
  ${tour.touch ? '<div class="touch" data-cursor></div>' : '<svg class="cursor" data-cursor width="26" height="30" viewBox="0 0 26 30"><path d="M3 2 L3 24 L9 18.5 L13 27 L17 25 L13 16.8 L21 16.5 Z" fill="#fff" stroke="#0b2545" stroke-width="1.8" stroke-linejoin="round"/></svg>'}
  <div class="ring" data-ring></div>
  <div class="card-full" data-title-card><span class="eb">${tour.eyebrow}</span><h1>${tour.title}</h1><p>${tour.description}</p></div>
  <div class="card-full" data-end-card style="opacity:0"><span class="eb">Alakin</span><h1>See it with your own pathways.</h1><p>A 30-minute demo with our clinical team: your care setting, your data flows, your questions.</p><span class="cta">Book a demo at alakin.com ${icon('ArrowRight', 22)}</span></div>
  <div class="poster" data-poster><span class="eb">${tour.eyebrow}</span><h1>${tour.title}</h1><span class="len">${icon('Play', 16)}${seconds} · captions</span></div>`
}

// ---------------------------------------------------------------- 1. build a pathway

const builderScale = 0.87
/** The 1120-px window of tours 1 and 2 in the landscape frame (centred, 18 px from the top). */
const windowShot = { left: 640 - (1120 * builderScale) / 2, top: 18, scale: builderScale }
const pathway: Tour = {
  name: 'platform-tour',
  eyebrow: 'Alakin product tour',
  title: 'Build a care pathway without code',
  description:
    'A heart-failure monitoring pathway, from a daily questionnaire to a teleconsultation, built and published in minutes.',
  duration: 34,
  scene: frame(
    `${pathwayBuilder({ selected: 'none' })}<div class="toast" data-toast>${icon('CircleCheck', 18)}Published · v4 · 128 patients enrolled</div>`,
    1120,
    builderScale,
  ),
  css: stageCss,
  shot: windowShot,
  phone: {
    zoom: 1.5,
    // While both branches appear, the camera holds on the fork so both are in view.
    camera: [
      [3, [900, 560]],
      [7.4, '.palette div:nth-of-type(2)'],
      [8, '.palette div:nth-of-type(2)'],
      [10.6, '[data-node="risk"]'],
      [11.2, '[data-node="risk"]'],
      [12.6, '[data-threshold]'],
      [15.8, '[data-notify]'],
      [16.6, '.palette div:nth-of-type(3)'],
      [17.2, '.palette div:nth-of-type(3)'],
      [20.2, '[data-node="branch"]'],
      [23, '[data-node="branch"]'],
      [24, '[data-node="follow"]'],
      [26.4, '[data-node="follow"]'],
      [27.6, '[data-publish]'],
      [30, '[data-publish]'],
    ],
    // The column Questionnaire → Risk score → Branch, with the frame's left edge in the gap
    // before it (on the risk node, Enrolment showed cut in half at the left edge).
    posterFocus: [677, 227],
  },
  posterAt: 26.8,
  cursor: [
    [3, [900, 560]],
    [6.6, [900, 560]],
    [7.4, '.palette div:nth-of-type(2)'],
    [8, '.palette div:nth-of-type(2)'],
    // 8–10 dragging (follows the node)
    [10.6, '[data-node="risk"]'],
    [11.2, '[data-node="risk"]'],
    [12.6, '[data-threshold]'],
    [13, '[data-threshold]'],
    [14.6, '[data-threshold]'],
    [15.8, '[data-notify]'],
    [16.6, '.palette div:nth-of-type(3)'],
    [17.2, '.palette div:nth-of-type(3)'],
    // 17.2–19 dragging the branch
    [20.2, [760, 470]],
    [23, [760, 470]],
    [24, '[data-node="follow"]'],
    [26.4, '[data-node="follow"]'],
    [27.6, '[data-publish]'],
    [28.2, '[data-publish]'],
    [30, [1000, 300]],
  ],
  actions: [
    { kind: 'fade', at: 8, dur: 0.01, sel: '[data-node="risk"]' },
    { kind: 'drag', at: 8, dur: 2, sel: '[data-node="risk"]', from: '.palette div:nth-of-type(2)' },
    { kind: 'class', at: 7.8, until: 8.4, sel: '.palette div:nth-of-type(2)', cls: 'hot' },
    { kind: 'fade', at: 10, dur: 0.4, sel: '[data-edge="quest-risk"]' },
    { kind: 'click', at: 11 },
    { kind: 'class', at: 11.1, sel: '[data-node="risk"]', cls: 'selected' },
    { kind: 'fade', at: 11.1, dur: 0.4, sel: '[data-panel] > *' },
    { kind: 'click', at: 12.9 },
    { kind: 'text', at: 12.95, sel: '[data-threshold] b', text: '' },
    { kind: 'type', at: 13.2, dur: 0.6, sel: '[data-threshold] b', text: '60' },
    { kind: 'fade', at: 15.2, dur: 0.4, sel: '[data-panel] .toggle:not(.off)' },
    { kind: 'class', at: 17, until: 17.6, sel: '.palette div:nth-of-type(3)', cls: 'hot' },
    { kind: 'fade', at: 17.2, dur: 0.01, sel: '[data-node="branch"]' },
    {
      kind: 'drag',
      at: 17.2,
      dur: 1.8,
      sel: '[data-node="branch"]',
      from: '.palette div:nth-of-type(3)',
    },
    { kind: 'fade', at: 19, dur: 0.4, sel: '[data-edge="risk-branch"]' },
    {
      kind: 'fade',
      at: 20.4,
      dur: 0.5,
      sel: '[data-node="tele"], [data-edge="branch-tele"], [data-edge-label="branch-tele"]',
    },
    {
      kind: 'fade',
      at: 21.4,
      dur: 0.5,
      sel: '[data-node="edu"], [data-edge="branch-edu"], [data-edge-label="branch-edu"]',
    },
    {
      kind: 'fade',
      at: 23.6,
      dur: 0.5,
      sel: '[data-node="follow"], [data-edge="tele-follow"], [data-edge="edu-follow"]',
    },
    { kind: 'click', at: 28 },
    { kind: 'text', at: 28.1, sel: '.top .chip.info', text: 'Live v4' },
    { kind: 'class', at: 28.1, sel: '.top .chip.info', cls: 'ok' },
    { kind: 'fade', at: 28.3, dur: 0.4, sel: '[data-toast]' },
  ],
  steps: [
    {
      from: 3,
      to: 7.4,
      text: 'Start from a template: enrolment and a daily heart-failure questionnaire.',
    },
    { from: 7.4, to: 11, text: 'Drag a risk score onto the canvas and connect it.' },
    { from: 11, to: 16.4, text: 'Choose its inputs and the score that makes a patient high risk.' },
    {
      from: 16.4,
      to: 23.4,
      text: 'Branch: a teleconsultation for high risk, an education module for low.',
    },
    { from: 23.4, to: 27.4, text: 'Close the loop with a follow-up review on day 30.' },
    { from: 27.4, to: 30, text: 'Publish: the pathway goes live for every enrolled patient.' },
  ],
}

// ---------------------------------------------------------------- 2. handle an alert

const alertTour: Tour = {
  name: 'solutions-overview',
  eyebrow: 'Alakin product tour',
  title: 'From alert to action in one minute',
  description:
    'A remote-monitoring alert reaches the care team, is checked against the trend and closed with a booked video call.',
  duration: 32,
  scene: frame(
    `${dashboard()}<div class="tip" data-tip style="left:640px;top:590px">Today · 91 bpm · 81.6 kg</div>`,
    1120,
    builderScale,
  ),
  css: `${stageCss}.al.high.pulse{box-shadow:0 0 0 6px rgb(185 28 28/.18)}.al.done{opacity:.55}tr.hl.plain td{background:transparent}.chip.ok.alert{background:#e6f4f1;color:#0f5e57}.chip.info.alert{background:var(--secondary);color:var(--secondary-foreground)}`,
  shot: windowShot,
  phone: { zoom: 1.5 },
  posterAt: 21.5,
  cursor: [
    [3, [640, 400]],
    [7.2, [640, 400]],
    [8.4, '[data-row="0"] .who'],
    [9, '[data-row="0"] .who'],
    [11.8, '[data-row="0"] .who'],
    [13, [834, 508]],
    [16.4, [834, 508]],
    [17.6, '[data-alert-action="0"]'],
    [18.6, '[data-alert-action="0"]'],
    [22.4, '[data-alert-action="0"]'],
    [24, [700, 250]],
  ],
  actions: [
    { kind: 'fade', at: 4, dur: 0.5, sel: '[data-alert="0"]' },
    { kind: 'class', at: 4.5, until: 8, sel: '[data-alert="0"]', cls: 'pulse' },
    { kind: 'text', at: 0, sel: '[data-open-count]', text: '2 open' },
    { kind: 'text', at: 4.2, sel: '[data-open-count]', text: '3 open' },
    { kind: 'class', at: 0, until: 9, sel: '[data-row="0"]', cls: 'plain' },
    { kind: 'click', at: 8.8 },
    { kind: 'fade', at: 9.2, dur: 0.6, sel: '[data-chart] svg' },
    { kind: 'fade', at: 13.2, dur: 0.3, sel: '[data-tip]' },
    { kind: 'fade', at: 17, dur: 0.3, sel: '[data-tip]', out: true },
    { kind: 'click', at: 18.2 },
    { kind: 'text', at: 18.3, sel: '[data-alert-action="0"]', text: 'Call booked · 10:30' },
    { kind: 'class', at: 18.3, sel: '[data-alert-action="0"]', cls: 'teal' },
    { kind: 'text', at: 20, sel: '[data-alert="0"] .chip', text: 'Acknowledged · AV' },
    { kind: 'class', at: 20, sel: '[data-alert="0"] .chip', cls: 'ok' },
    { kind: 'class', at: 22.6, sel: '[data-alert="0"]', cls: 'done' },
    { kind: 'text', at: 22.6, sel: '[data-open-count]', text: '2 open' },
    { kind: 'text', at: 22.6, sel: '[data-row="0"] .chip', text: 'Call 10:30' },
    { kind: 'class', at: 22.6, sel: '[data-row="0"] .chip', cls: 'info' },
  ],
  steps: [
    { from: 3, to: 7.6, text: 'An alert arrives: Élodie Marchand’s oxygen saturation is 89 %.' },
    {
      from: 7.6,
      to: 12.6,
      text: 'Open her record: heart rate and weight have risen for four days.',
    },
    { from: 12.6, to: 16.8, text: 'The trend confirms it: 2.4 kg gained in three days.' },
    { from: 16.8, to: 22.2, text: 'Acknowledge and book a video call in one click.' },
    {
      from: 22.2,
      to: 28,
      text: 'The team sees who is on it; the patient gets the invitation in her app.',
    },
  ],
}

// ---------------------------------------------------------------- 3. the patient's app

const phoneCss = `
.pstage{position:absolute;left:130px;top:20px;width:340px;height:700px;transform:scale(.88);transform-origin:top left}
.pstage .phone{position:absolute;inset:0}
.steps{position:absolute;left:560px;top:120px;width:600px;display:flex;flex-direction:column;gap:22px}
.steps div{display:flex;gap:16px;align-items:flex-start;font-size:22px;line-height:1.35;color:#94a3b8;font-weight:550}
.steps div span{flex-shrink:0;width:36px;height:36px;border-radius:50%;border:2px solid currentColor;display:grid;place-items:center;font-size:16px;font-weight:700}
.steps div.on{color:var(--brand-navy)}
.steps div.on span{background:var(--primary);border-color:var(--primary);color:#fff}
.steps div.past{color:#64748b}
.steps div.past span{background:#e6f4f1;border-color:var(--brand-teal);color:var(--brand-teal)}
.poster-mode .steps{display:none}
.poster-mode .pstage{left:780px}
.touch{position:absolute;width:34px;height:34px;margin:-17px 0 0 -17px;border-radius:50%;background:rgb(11 87 164/.28);border:2px solid rgb(255 255 255/.9);z-index:15}
`

const patientTour: Tour = {
  name: 'ai-agents-webinar',
  eyebrow: 'Alakin product tour',
  title: 'The patient’s side, from check-in to nurse',
  description:
    'Élodie answers her daily questions; a supervised AI agent asks what a nurse would, and the care team takes over.',
  duration: 32,
  scene: `<div class="pstage" data-shot><div data-screen="today">${patientToday()}</div><div data-screen="question">${patientQuestion(-1)}</div><div data-screen="chat">${patientChat()}</div></div>
  <div class="steps">
    <div data-step="0"><span>1</span>Today’s plan: two tasks done, a check-in to go.</div>
    <div data-step="1"><span>2</span>Large, simple questions: her breathing is a little worse.</div>
    <div data-step="2"><span>3</span>The AI assistant asks the follow-up question a nurse would ask.</div>
    <div data-step="3"><span>4</span>A nurse reviews it and books a video call with her doctor.</div>
  </div>`,
  css: `${stageCss}${phoneCss}`,
  touch: true,
  shot: { left: 130, top: 20, scale: 0.88 },
  // The phone fills the portrait frame; the steps beside it are the captions' job there.
  phone: {
    css: '.phone-cut .pstage,.phone-cut.poster-mode .pstage{left:39px;top:4px;transform:scale(1.36)}.phone-cut .steps{display:none}',
  },
  posterAt: 23.5,
  cursor: [
    [3, [360, 640]],
    [5, [360, 640]],
    [6.4, '[data-task="checkin"] .go'],
    [8.4, '[data-task="checkin"] .go'],
    [9.4, [330, 560]],
    [10.6, '[data-option="2"]'],
    [12.4, '[data-option="2"]'],
    [13.4, '[data-screen="question"] .bigbtn'],
    [14.6, '[data-screen="question"] .bigbtn'],
    [16, [600, 600]],
  ],
  actions: [
    { kind: 'click', at: 7 },
    { kind: 'fade', at: 7.6, dur: 0.5, sel: '[data-screen="question"]' },
    { kind: 'click', at: 11 },
    { kind: 'class', at: 11.1, sel: '[data-option="2"]', cls: 'sel' },
    { kind: 'click', at: 14 },
    { kind: 'fade', at: 14.6, dur: 0.5, sel: '[data-screen="chat"]' },
    { kind: 'fade', at: 15, dur: 0.4, sel: '[data-cursor]', out: true },
    {
      kind: 'fade',
      at: 15.4,
      dur: 0.4,
      sel: '[data-screen="chat"] .sender:nth-of-type(2), [data-screen="chat"] .bubble:nth-of-type(1)',
    },
    { kind: 'fade', at: 17.8, dur: 0.4, sel: '[data-screen="chat"] .bubble.me' },
    {
      kind: 'fade',
      at: 20.6,
      dur: 0.4,
      sel: '[data-screen="chat"] .sender:nth-of-type(3), [data-screen="chat"] .bubble:nth-of-type(3)',
    },
    { kind: 'fade', at: 22.6, dur: 0.4, sel: '[data-screen="chat"] .card' },
    { kind: 'class', at: 3, until: 7.6, sel: '[data-step="0"]', cls: 'on' },
    { kind: 'class', at: 7.6, sel: '[data-step="0"]', cls: 'past' },
    { kind: 'class', at: 7.6, until: 14.6, sel: '[data-step="1"]', cls: 'on' },
    { kind: 'class', at: 14.6, sel: '[data-step="1"]', cls: 'past' },
    { kind: 'class', at: 14.6, until: 20.2, sel: '[data-step="2"]', cls: 'on' },
    { kind: 'class', at: 20.2, sel: '[data-step="2"]', cls: 'past' },
    { kind: 'class', at: 20.2, sel: '[data-step="3"]', cls: 'on' },
  ],
  steps: [
    { from: 3, to: 7.6, text: 'Élodie opens today’s plan and starts her daily check-in.' },
    {
      from: 7.6,
      to: 14.6,
      text: 'She answers that her breathing is a little worse than yesterday.',
    },
    {
      from: 14.6,
      to: 20.2,
      text: 'The AI assistant asks about swollen ankles, as the nurses set it to.',
    },
    { from: 20.2, to: 28, text: 'Nadia, a nurse, takes over and books a video call for 10:30.' },
  ],
}

export const tours: Tour[] = [pathway, alertTour, patientTour]

/** The WebVTT captions of a tour: the title card, one cue per step, the end card. */
export function webVtt(tour: Tour): string {
  const time = (seconds: number) => {
    const whole = Math.floor(seconds)
    const ms = Math.round((seconds - whole) * 1000)
    return `00:${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(ms).padStart(3, '0')}`
  }
  const cues = [
    { from: 0, to: 3, text: `${tour.title}.` },
    ...tour.steps,
    {
      from: tour.duration - 4,
      to: tour.duration,
      text: 'See it with your own pathways: book a demo at alakin.com.',
    },
  ]
  return `WEBVTT\n\n${cues.map((cue, index) => `${index + 1}\n${time(cue.from)} --> ${time(cue.to)}\n${cue.text}\n`).join('\n')}`
}
