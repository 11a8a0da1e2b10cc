/**
 * The browser's half of the solutions' images (decision 155): the server
 * rendered each as `[data-image-state="loading"]` with a spinner, the image
 * and its failure placeholder in a `<template>`, inside the page's kept
 * parts, so the browser carries neither the markup's code nor its words.
 * This follows each image: loaded, the spinner goes; failed, the placeholder
 * (named by the image's alt text) replaces spinner and image, and the
 * failure is logged (public-site §8). An image that settled before this ran
 * (its event fired before any listener) is read from the element.
 *
 * Returns the function that stops listening.
 */
export function watchImageStates(root: ParentNode): () => void {
  const stop = new AbortController()
  for (const frame of root.querySelectorAll<HTMLElement>('[data-image-state="loading"]')) {
    const image = frame.querySelector('img')
    if (!image) continue
    frame.querySelector('[data-image-loading-text]')?.removeAttribute('hidden')
    const loaded = () => {
      frame.dataset.imageState = 'loaded'
      frame.querySelector('[data-image-spinner]')?.remove()
    }
    const failed = () => {
      console.warn(`Solution image failed to load: ${image.currentSrc || image.src}`)
      const placeholder = frame.querySelector<HTMLTemplateElement>(
        'template[data-image-placeholder]',
      )
      frame.dataset.imageState = 'error'
      frame.replaceChildren(placeholder?.content.cloneNode(true) ?? '')
    }
    if (image.complete) {
      if (image.naturalWidth > 0) loaded()
      else failed()
      continue
    }
    image.addEventListener('load', loaded, { once: true, signal: stop.signal })
    image.addEventListener('error', failed, { once: true, signal: stop.signal })
  }
  return () => stop.abort()
}
