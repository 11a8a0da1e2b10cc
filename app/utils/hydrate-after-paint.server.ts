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
 * This stream rewrites React's HTML on its way out: the preload links go,
 * the module script becomes inert (`type="text/plain"`, same nonce), and a
 * small script at the end of the head releases it after the first paint.
 * The back office keeps React Router's way: staff start working at once.
 */
import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script nonce="[^"]*" type="module" async="">/g
const AFTER_PAINT_ATTRIBUTE = 'data-after-paint'

// Once the browser reports the first contentful paint (or, where it reports no
// paints, two frames after the document is parsed), every held-back module script
// runs as a module script again, with its nonce. A page in a background tab paints
// nothing: after 3 s it goes ahead anyway. The new script goes into the head, where
// React's hydration skips tags it did not render.
export const RELEASE_SCRIPT = `(function(){var done=false;function release(){if(done)return;done=true;document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(held){var script=document.createElement('script');script.type='module';script.nonce=held.nonce;script.textContent=held.textContent;document.head.appendChild(script)})}function whenParsed(then){if(document.readyState==='loading')addEventListener('DOMContentLoaded',then);else then()}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();whenParsed(function(){setTimeout(release)})}}).observe({type:'paint',buffered:true})}else whenParsed(function(){requestAnimationFrame(function(){requestAnimationFrame(release)})});whenParsed(function(){setTimeout(release,3000)})})()`

/** `nonce`: the response's CSP nonce, for the releasing script. */
export function hydrateAfterPaintStream(nonce: string): Transform {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  let released = false
  const release = (html: string) => {
    if (released || !html.includes('</head>')) return html
    released = true
    return html.replace('</head>', `<script nonce="${nonce}">${RELEASE_SCRIPT}</script></head>`)
  }
  const rewrite = (html: string) =>
    release(html)
      .replace(PRELOAD, '')
      .replace(
        MODULE_SCRIPT,
        `<script nonce="${nonce}" type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="">`,
      )
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = pending + decoder.write(chunk)
      // A tag cut between two chunks waits for the rest of it.
      const lastOpen = html.lastIndexOf('<')
      const cut = lastOpen !== -1 && html.indexOf('>', lastOpen) === -1 ? lastOpen : html.length
      pending = html.slice(cut)
      callback(null, rewrite(html.slice(0, cut)))
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()))
    },
  })
}
