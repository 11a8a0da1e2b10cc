import type { Locator } from 'playwright-core'

/** Whether the middle of what an <img> (inside its <picture>) currently shows is red or blue. */
export const shownColour = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 8
    const context = canvas.getContext('2d')!
    context.drawImage(element, 0, 0, 8, 8)
    const [r, , b] = context.getImageData(4, 4, 1, 1).data
    return r! > b! ? 'red' : 'blue'
  })
