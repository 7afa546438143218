// A page of a rendered PDF as a PNG thumbnail: PDF.js (through unpdf) drawing on @napi-rs/canvas,
// a prebuilt Skia binding, so no system library or browser is needed. Pages are drawn on white:
// a transparent page would show the viewer's background through the paper.
import { getDocumentProxy, renderPageAsImage } from 'unpdf'

const canvas = () => import('@napi-rs/canvas')

/** PDF.js takes ownership of the bytes it is given; each call gets its own copy. */
function copy(pdf: Uint8Array) {
  return new Uint8Array(pdf)
}

export async function thumbnailPages(pdf: Uint8Array): Promise<number> {
  const document = await getDocumentProxy(copy(pdf))
  try {
    return document.numPages
  } finally {
    await document.destroy()
  }
}

/** Page `page` (from 1) as a PNG `width` pixels wide, its height following the page's shape. */
export async function renderThumbnail(
  pdf: Uint8Array,
  options: { page: number; width: number },
): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await canvas()
  const drawn = await renderPageAsImage(copy(pdf), options.page, {
    canvasImport: canvas,
    width: options.width,
  })
  const image = await loadImage(Buffer.from(drawn))
  const paper = createCanvas(image.width, image.height)
  const context = paper.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, image.width, image.height)
  context.drawImage(image, 0, 0)
  return new Uint8Array(await paper.encode('png'))
}
