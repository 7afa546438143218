import { loadImage } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import { renderPdf } from './render-pdf.ts'
import { renderThumbnail, thumbnailPages } from './render-thumbnail.ts'
import { longDocument } from './testing/long-document.ts'
import { sampleDocument } from './testing/sample-document.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('PDF thumbnails', () => {
  it('draw a page as a PNG of the width asked, in the page’s A4 shape, on white paper', async () => {
    const pdf = await renderPdf(sampleDocument, { title: 'Sample', lang: 'fr' })
    const png = await renderThumbnail(pdf, { page: 1, width: 300 })
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
    const image = await loadImage(Buffer.from(png))
    expect(image.width).toBe(300)
    // A4 is 210 × 297 mm.
    expect(image.height).toBeCloseTo((300 * 297) / 210, -1)

    const { createCanvas } = await import('@napi-rs/canvas')
    const canvas = createCanvas(image.width, image.height)
    const context = canvas.getContext('2d')
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height).data
    // The margin's corner is opaque white; the text makes some pixels dark.
    expect([...pixels.subarray(0, 4)]).toEqual([255, 255, 255, 255])
    let dark = 0
    for (let index = 0; index < pixels.length; index += 4) {
      if ((pixels[index] ?? 255) < 128) dark++
    }
    expect(dark).toBeGreaterThan(200)
  })

  it('count pages, render later pages, and leave the caller’s bytes intact', async () => {
    const pdf = await renderPdf(longDocument(40), { title: 'Long', lang: 'en' })
    const before = pdf.byteLength
    const pages = await thumbnailPages(pdf)
    expect(pages).toBeGreaterThan(2)
    const second = await renderThumbnail(pdf, { page: 2, width: 120 })
    const first = await renderThumbnail(pdf, { page: 1, width: 120 })
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false)
    expect(pdf.byteLength).toBe(before)
  })
})
