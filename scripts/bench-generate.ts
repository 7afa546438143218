// `npm run bench:generate`: how fast documents are written, rendered and generated, on this
// machine. Embedded assembly of every document template in every language; renders (HTML, DOCX,
// a 10-page PDF); bare jobs through pg-boss; and flows end to end through the real API (process →
// completed, polled as the web app does) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
// set. Prints figures; asserts nothing.

import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { z } from 'zod'
import { templateFormResponseSchema } from '../api/contract/catalogue.ts'
import { flowResourceSchema } from '../api/contract/flows.ts'
import { completionStatusSchema } from '../api/contract/generation.ts'
import { openDatabase } from '../api/db/database.ts'
import { flowTemplates } from '../api/db/schema.ts'
import { renderDocumentDocx } from '../api/documents/render-docx.ts'
import { renderDocumentHtml } from '../api/documents/render-html.ts'
import { renderPdf } from '../api/documents/render-pdf.ts'
import { longDocument } from '../api/documents/testing/long-document.ts'
import { sampleDocument } from '../api/documents/testing/sample-document.ts'
import { API_LOCALES } from '../api/i18n/translate.ts'
import { jobConnection } from '../api/jobs/connection.ts'
import { enqueueJob } from '../api/jobs/enqueue.ts'
import { openJobs } from '../api/jobs/jobs.ts'
import { defineQueue, registerJob } from '../api/jobs/queue.ts'
import { startWorkers } from '../api/jobs/workers.ts'
import { validAnswers } from '../api/testing/answers.ts'
import { createTestApi } from '../api/testing/harness.ts'
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

async function assembly() {
  const { DOCUMENT_TEMPLATES, definitionOf, exampleOf } = await import(
    '../api/generation/testing/assembly-cases.ts'
  )
  const { storedAnswers } = await import('../api/flows/form-answers.ts')
  const { assembleDocument } = await import('../api/generation/assemble.ts')
  const { plainText } = await import('../api/contract/document.ts')
  const cases: {
    definition: ReturnType<typeof definitionOf>
    locale: (typeof API_LOCALES)[number]
    answers: Awaited<ReturnType<typeof storedAnswers>>
    name: string
  }[] = []
  for (const template of DOCUMENT_TEMPLATES) {
    for (const locale of API_LOCALES) {
      const definition = definitionOf(template)
      const answers = await storedAnswers(definition, locale, exampleOf(template.key, locale))
      cases.push({ definition, locale, answers, name: template.name[locale] })
    }
  }
  const write = (item: (typeof cases)[number]) =>
    assembleDocument({
      definition: item.definition,
      locale: item.locale,
      answers: item.answers,
      documentName: item.name,
      variationKey: null,
      today: new Date(),
    })
  const words = cases.reduce((sum, item) => sum + plainText(write(item)).split(/\s+/).length, 0)
  console.log(`Embedded assembly (${cases.length} documents: every template in every language)`)
  console.log(
    `  one document:                  ${await timed(
      cases.length * 5,
      (() => {
        let next = 0
        return () => write(cases[next++ % cases.length] as (typeof cases)[number])
      })(),
    )}, ${Math.round(words / cases.length)} words on average`,
  )
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

const databaseLabel = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
await assembly()
await renders()
console.log('Jobs, enqueued then completed by a worker (no-op handler, 4 at a time)')
await jobsEndToEnd(databaseLabel, 200)
console.log('Flows through the API: process → completed (embedded assembly, in-process worker)')
await flowsEndToEnd(databaseLabel)
async function flowsEndToEnd(label: string) {
  const api = await createTestApi()
  try {
    await api.services.db
      .update(flowTemplates)
      .set({ freeRequestsPerMonth: 10_000 })
      .where(eq(flowTemplates.key, 'cover_letter'))
    const form = await (await api.browser().get('/api/flow-templates/cover_letter/form')).json()
    const steps = templateFormResponseSchema.parse(form).data.steps
    const browser = api.browser()
    await browser.register({ email: 'bench@example.com' })
    const answered = async () => {
      const [first, ...rest] = steps
      const created = await browser.post('/api/flows/cover_letter', {
        inputs: validAnswers(first?.fields ?? []),
      })
      const uuid = flowResourceSchema.parse(await created.json()).data.uuid
      for (const [index, step] of rest.entries()) {
        if (step.kind !== 'outline') {
          await browser.post(`/api/flows/${uuid}/steps/${index + 2}`, {
            inputs: validAnswers(step.fields),
          })
        }
      }
      return uuid
    }
    const untilDone = async (uuid: string) => {
      for (;;) {
        const status = completionStatusSchema.parse(
          await (await browser.get(`/api/flows/${uuid}/completion-status`)).json(),
        )
        if (status.status === 'completed') return
        if (status.status === 'failed') throw new Error(`Flow failed: ${status.reason}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    // One at a time: what a user waits between clicking and seeing the result.
    const latencies: number[] = []
    for (let run = 0; run < 10; run++) {
      const uuid = await answered()
      const started = performance.now()
      await browser.post(`/api/flows/${uuid}/process`, { documentName: `Letter ${run}` })
      await untilDone(uuid)
      latencies.push(performance.now() - started)
    }
    latencies.sort((a, b) => a - b)
    console.log(
      `  ${label}, one flow at a time: p50 ${(latencies[4] ?? 0).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms (10 flows; the worker polls every 500 ms)`,
    )
    // Many at once: throughput.
    const count = 40
    const flows = []
    for (let n = 0; n < count; n++) flows.push(await answered())
    const started = performance.now()
    await Promise.all(
      flows.map((uuid, n) =>
        browser.post(`/api/flows/${uuid}/process`, { documentName: `Batch ${n}` }),
      ),
    )
    await Promise.all(flows.map(untilDone))
    const seconds = (performance.now() - started) / 1000
    console.log(
      `  ${label}, ${count} flows at once: all completed in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(1)} flows/s`,
    )
  } finally {
    await api.close()
  }
}

clearInterval(memoryTimer)
sampleMemory()
console.log(`Peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`)
