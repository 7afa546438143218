import { expect } from 'vitest'
import type { z } from 'zod'

/** Reads a response of the expected status through a contract schema (the body shows on failure). */
export async function read<Schema extends z.ZodType>(
  response: Response,
  status: number,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await response.text()
  expect(response.status, `${response.status}: ${text.slice(0, 2000)}`).toBe(status)
  return schema.parse(JSON.parse(text))
}
