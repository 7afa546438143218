// A real HTTP server speaking the OpenAI chat-completions protocol, for tests of the AI provider:
// the model name chooses how it behaves, so one server serves every case. It records what it was
// sent (headers and body) so tests can check the prompt, the language and the key.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * - `good`: a valid draft (streamed as server-sent events when asked to stream);
 * - `malformed`: text that is not JSON; `schema-breaking`: JSON that is not a draft;
 * - `busy-once`: 429 with `retry-after-ms` on the first request of each test, then `good`;
 * - `busy`: 429 every time; `down`: 500 every time; `hang`: headers, then nothing.
 */
export type FakeModel =
  | 'good'
  | 'malformed'
  | 'schema-breaking'
  | 'busy-once'
  | 'busy'
  | 'down'
  | 'hang'

export type RecordedRequest = {
  authorization: string | undefined
  body: {
    model: string
    stream?: boolean
    messages: { role: string; content: string }[]
    response_format?: { type: string }
  }
}

/** The draft `good` answers: its first paragraph quotes the user's data block back. */
export function goodDraft(prompt: string) {
  const data = /<data>\n([\s\S]*?)\n<\/data>/.exec(prompt)?.[1] ?? '{}'
  const values = Object.values(JSON.parse(data) as Record<string, unknown>)
    .filter((value) => typeof value === 'string')
    .slice(0, 3)
  return {
    blocks: [
      { kind: 'heading', level: 1, text: 'A **written** document', items: null },
      { kind: 'paragraph', level: null, text: `About: ${values.join(' / ')}`, items: null },
      { kind: 'bullets', level: null, text: null, items: ['First point', 'Second point'] },
      { kind: 'rule', level: null, text: null, items: null },
      { kind: 'quote', level: null, text: 'Kind regards', items: null },
    ],
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

function completion(response: ServerResponse, model: string, content: string, stream: boolean) {
  const base = { id: 'chatcmpl-test', created: 1_700_000_000, model }
  if (!stream) {
    send(response, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    })
    return
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
  response.write(chunk({ role: 'assistant', content: '' }, null))
  // Small pieces, as a real model streams tokens.
  for (let start = 0; start < content.length; start += 24) {
    response.write(chunk({ content: content.slice(start, start + 24) }, null))
  }
  response.write(chunk({}, 'stop'))
  response.end('data: [DONE]\n\n')
}

async function readBody(request: IncomingMessage) {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as RecordedRequest['body']
}

export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = []
  const hanging = new Set<ServerResponse>()
  let busyOnceServed = false
  let playing: FakeModel | null = null

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      send(response, 404, { error: { message: 'Not found' } })
      return
    }
    void readBody(request).then((body) => {
      requests.push({ authorization: request.headers.authorization, body })
      const model = playing ?? (body.model as FakeModel)
      const stream = body.stream === true
      const prompt = body.messages.map((message) => message.content).join('\n')
      switch (model) {
        case 'busy-once':
          if (!busyOnceServed) {
            busyOnceServed = true
            send(response, 429, { error: { message: 'Slow down' } }, { 'retry-after-ms': '10' })
            return
          }
          completion(response, model, JSON.stringify(goodDraft(prompt)), stream)
          return
        case 'good':
          completion(response, model, JSON.stringify(goodDraft(prompt)), stream)
          return
        case 'malformed':
          completion(response, model, 'Here is your letter: Dear Sir,', stream)
          return
        case 'schema-breaking':
          completion(response, model, JSON.stringify({ blocks: [{ kind: 'script' }] }), stream)
          return
        case 'busy':
          send(response, 429, { error: { message: 'Slow down' } }, { 'retry-after-ms': '10' })
          return
        case 'hang':
          hanging.add(response)
          response.writeHead(200, { 'content-type': 'text/event-stream' })
          response.flushHeaders()
          return
        default:
          send(response, 500, { error: { message: 'The model is not loaded' } })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Behave as this model whatever the request names (for an API configured with one model). */
    playAs: (model: FakeModel | null) => {
      playing = model
    },
    reset: () => {
      requests.length = 0
      busyOnceServed = false
      playing = null
    },
    close: async () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
