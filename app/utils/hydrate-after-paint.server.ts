/**
 * Public pages start their JavaScript after the first paint (decision 068).
 *
 * React Router's <Scripts> names every module of the page twice: a
 * `modulepreload` link in the head and a static `import` in an inline module
 * script. Both start the downloads while the stylesheet is still on its way,
 * so on a slow phone connection the scripts share the bandwidth the first
 * paint needs, and Lighthouse's simulation counts every request that started
 * before that paint into it. The page works without JavaScript (links, forms,
 * the menu's disclosure), so nothing needs the scripts before it shows.
 *
 * This rewrites React's HTML on its way out: the preload links go,
 * the module script becomes inert (`type="text/plain"`, same nonce), and a
 * small script at the end of the head releases it after the first paint.
 * The back office keeps React Router's way: staff start working at once.
 */
import type { PageEdit } from '~/render/coalesce-chunks.server'

const PRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script nonce="[^"]*" type="module" async="">/g
const AFTER_PAINT_ATTRIBUTE = 'data-after-paint'

// Once the browser reports the first contentful paint (or, where it reports no
// paints, two frames after the document is parsed), every held-back module script
// runs as a module script again, with its nonce. A page in a background tab paints
// nothing: after 3 s it goes ahead anyway. The new script goes into the head, where
// React's hydration skips tags it did not render.
export const RELEASE_SCRIPT = `(function(){var done=false;function release(){if(done)return;done=true;document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(held){var script=document.createElement('script');script.type='module';script.nonce=held.nonce;script.textContent=held.textContent;document.head.appendChild(script)})}function whenParsed(then){if(document.readyState==='loading')addEventListener('DOMContentLoaded',then);else then()}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();whenParsed(function(){setTimeout(release)})}}).observe({type:'paint',buffered:true})}else whenParsed(function(){requestAnimationFrame(function(){requestAnimationFrame(release)})});whenParsed(function(){setTimeout(release,3000)})})()`

/**
 * The rewrite, for coalesceChunksStream's `edit`. `nonce`: the response's CSP
 * nonce, for the releasing script.
 *
 * It reads the bytes as Latin-1, one character per byte: every tag it looks for
 * is ASCII, so the UTF-8 text around them passes through byte for byte, with no
 * decoding and encoding of the whole page (a few per cent of an uncached
 * render), and a piece cut inside a character needs no care.
 */
export function hydrateAfterPaint(nonce: string): PageEdit {
  let pending = ''
  let released = false
  const heldScript = `<script nonce="${nonce}" type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="">`
  const releaseScript = `<script nonce="${nonce}">${RELEASE_SCRIPT}</script></head>`
  return (bytes, last) => {
    let html = pending + bytes.toString('latin1')
    // A tag cut between two pieces waits for the rest of it.
    const lastOpen = last ? -1 : html.lastIndexOf('<')
    const cut = lastOpen !== -1 && html.indexOf('>', lastOpen) === -1 ? lastOpen : html.length
    pending = html.slice(cut)
    html = html.slice(0, cut)
    if (!released && html.includes('</head>')) {
      released = true
      html = html.replace('</head>', releaseScript)
    }
    return Buffer.from(html.replace(PRELOAD, '').replace(MODULE_SCRIPT, heldScript), 'latin1')
  }
}
