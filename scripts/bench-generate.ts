// `npm run bench:generate`: how fast documents are rendered and jobs go through, on this machine.
// Renders (HTML, DOCX, a 10-page PDF) and jobs end to end through pg-boss (enqueued → completed by
// an in-process worker) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. Prints figures;
// asserts nothing. Document assembly and AI generation are not built yet (issue 10, to come).
import { extractText, getDocumentProxy } from 'unpdf'
import { z } from 'zod'
import { openDatabase } from '../api/db/database.ts'
import { renderDocumentDocx } from '../api/documents/render-docx.ts'
import { renderDocumentHtml } from '../api/documents/render-html.ts'
import { renderPdf } from '../api/documents/render-pdf.ts'
import { longDocument } from '../api/documents/testing/long-document.ts'
import { sampleDocument } from '../api/documents/testing/sample-document.ts'
import { jobConnection } from '../api/jobs/connection.ts'
import { enqueueJob } from '../api/jobs/enqueue.ts'
import { openJobs } from '../api/jobs/jobs.ts'
import { defineQueue, registerJob } from '../api/jobs/queue.ts'
import { startWorkers } from '../api/jobs/workers.ts'
import { createTestDatabase } from '../api/testing/test-database.ts'

let peakRss = 0
const sampleMemory = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}
const memoryTimer = setInterval(sampleMemory, 20)

async function timed(runs: number, work: () => Promise<unknown> | unknown) {
  await work() // warm-up
  const timings: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    await work()
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  const at = (share: number) =>
    (timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)] ?? 0).toFixed(1)
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${runs} runs)`
}

async function renders() {
  const options = { title: 'Lettre de motivation', author: 'Docugen', lang: 'fr' }
  const tenPages = longDocument(17)
  const pdf = await renderPdf(tenPages, options)
  const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)))
  console.log('Renders')
  console.log(
    `  HTML, sample letter:           ${await timed(100, () => renderDocumentHtml(sampleDocument))}`,
  )
  console.log(
    `  DOCX, sample letter:           ${await timed(20, () => renderDocumentDocx(sampleDocument, { locale: 'fr' }))}`,
  )
  console.log(
    `  PDF, sample letter:            ${await timed(20, () => renderPdf(sampleDocument, options))}`,
  )
  console.log(
    `  PDF, ${totalPages} pages (${(pdf.byteLength / 1024).toFixed(0)} KiB):        ${await timed(20, () => renderPdf(tenPages, options))}`,
  )
}

async function jobsEndToEnd(label: string, count: number) {
  const database = await createTestDatabase()
  const handle = await openDatabase(database.options)
  try {
    await handle.migrate()
    const queue = defineQueue({
      name: 'bench',
      data: z.object({ n: z.number() }),
      retryLimit: 0,
      expireInSeconds: 60,
    })
    let done = 0
    let finished: () => void = () => {}
    const allDone = new Promise<void>((resolve) => {
      finished = resolve
    })
    const jobs = await openJobs({
      connection: jobConnection(database.options, handle.db),
      queues: [queue],
      supervise: false,
      log: () => {},
    })
    const registry = [
      registerJob(queue, async () => {
        if (++done === count) finished()
      }),
    ]
    await startWorkers(jobs, registry, {}, { pollingIntervalSeconds: 0.5, concurrency: 4 })
    const started = performance.now()
    for (let n = 0; n < count; n++) await enqueueJob(jobs, queue, { n })
    const enqueued = performance.now()
    await allDone
    const seconds = (performance.now() - started) / 1000
    console.log(
      `  ${label}: ${count} jobs enqueued in ${(enqueued - started).toFixed(0)} ms, all completed ` +
        `in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(0)} jobs/s`,
    )
    await jobs.close(1_000)
  } finally {
    await handle.close()
    await database.drop()
  }
}

await renders()
console.log('Jobs, enqueued then completed by a worker (no-op handler, 4 at a time)')
await jobsEndToEnd(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite', 200)
clearInterval(memoryTimer)
sampleMemory()
console.log(`Peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`)
