import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('formatDuration', () => {
  it('formats minutes and zero-padded seconds', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(5)).toBe('0:05')
    expect(formatDuration(59)).toBe('0:59')
    expect(formatDuration(60)).toBe('1:00')
    expect(formatDuration(65)).toBe('1:05')
    expect(formatDuration(600)).toBe('10:00')
  })

  it('does not cap minutes at 59 or roll over into hours', () => {
    expect(formatDuration(3599)).toBe('59:59')
    expect(formatDuration(3600)).toBe('60:00')
    expect(formatDuration(86_399)).toBe('1439:59')
  })

  it('floors fractional seconds', () => {
    expect(formatDuration(0.999)).toBe('0:00')
    expect(formatDuration(5.5)).toBe('0:05')
    expect(formatDuration(59.99)).toBe('0:59')
    expect(formatDuration(119.9)).toBe('1:59')
  })

  it('returns 0:00 for negative, NaN and infinite input', () => {
    expect(formatDuration(-1)).toBe('0:00')
    expect(formatDuration(-0.5)).toBe('0:00')
    expect(formatDuration(-0)).toBe('0:00')
    expect(formatDuration(Number.NaN)).toBe('0:00')
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00')
    expect(formatDuration(Number.NEGATIVE_INFINITY)).toBe('0:00')
  })

  it('stays exact and free of exponent notation for huge values', () => {
    expect(formatDuration(Number.MAX_SAFE_INTEGER)).toBe('150119987579016:31')
    expect(formatDuration(1e23)).toMatch(/^\d+:[0-5]\d$/)
    expect(formatDuration(Number.MAX_VALUE)).toMatch(/^\d+:[0-5]\d$/)
  })
})
