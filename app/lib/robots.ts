// Which paths search engines may index, decided in this one table (SPEC §2 "Robots").

export type RobotsPolicy = {
  /** false: the page carries `noindex, nofollow`. */
  indexable: boolean
  /** false: the page gets no title or description of its own (landing pages bring theirs). */
  describable: boolean
}

type Rule = { paths: RegExp; policy: Partial<RobotsPolicy> }

const segment = (name: string) => new RegExp(`^/${name}(?:/|$)`, 'i')

const rules: Rule[] = [
  // The account area and everything around signing in or paying.
  { paths: segment('dashboard'), policy: { indexable: false } },
  { paths: segment('edit'), policy: { indexable: false } },
  { paths: segment('payment'), policy: { indexable: false } },
  { paths: segment('successful-payment'), policy: { indexable: false } },
  { paths: segment('login'), policy: { indexable: false } },
  { paths: segment('register'), policy: { indexable: false } },
  { paths: segment('forgot-password'), policy: { indexable: false } },
  { paths: segment('reset-password'), policy: { indexable: false } },
  { paths: segment('confirm-email'), policy: { indexable: false } },
  { paths: segment('unsubscribe-emails'), policy: { indexable: false } },
  { paths: segment('404'), policy: { indexable: false } },
  { paths: segment('landing'), policy: { describable: false } },
]

/** The policy for a path without its locale prefix (`/terms`, not `/fr/terms`). */
export function robotsPolicy(pathname: string): RobotsPolicy {
  const policy: RobotsPolicy = { indexable: true, describable: true }
  for (const rule of rules) {
    if (rule.paths.test(pathname)) Object.assign(policy, rule.policy)
  }
  return policy
}

export const NOINDEX = 'noindex, nofollow'
