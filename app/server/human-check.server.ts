// The human check's token on its way to the API: under the configured request field, or left
// out when no check is configured (an external API that decides on its own).
import { env } from './env.server'

/** `data` without its `captcha`, which goes back under the field the API reads, if there is one. */
export function withHumanCheckField<T extends { captcha?: string | undefined }>(data: T) {
  const { captcha, ...rest } = data
  const check = env.HUMAN_CHECK
  if (captcha === undefined || check.provider === 'none') return rest
  return { ...rest, [check.field]: captcha }
}
