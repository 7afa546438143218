// API messages in English, the reference for the other languages. Placeholders are Laravel's
// `:name`, so that validation messages read like the original backend's.
export const en = {
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.email': 'The :attribute field must be a valid email address.',
  'validation.min_string': 'The :attribute field must be at least :min characters.',
  'validation.max_string': 'The :attribute field must not be greater than :max characters.',
  'validation.confirmed': 'The :attribute field confirmation does not match.',
  'validation.unique': 'The :attribute has already been taken.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.invalid': 'The :attribute field is invalid.',
  'validation.summary_one': ':message (and 1 more error)',
  'validation.summary_more': ':message (and :count more errors)',

  'attribute.name': 'name',
  'attribute.email': 'email',
  'attribute.password': 'password',
  'attribute.password_confirmation': 'password confirmation',
  'attribute.current_password': 'current password',
  'attribute.lang': 'language',
  'attribute.captcha': 'human verification',
  'attribute.token': 'token',
  'attribute.login_token': 'sign-in link',
  'attribute.credential': 'Google credential',
  'attribute.reason': 'reason',
  'attribute.comment': 'comment',
  'attribute.marketing_emails': 'marketing emails',
  'attribute.remember': 'remember me',

  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
  'auth.password_incorrect': 'The provided password is incorrect.',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.captcha_failed': 'The human verification failed. Please try again.',
  'auth.login_token_invalid': 'This sign-in link is invalid or has expired.',
  'auth.google_invalid': 'We could not verify your Google sign-in. Please try again.',
  'auth.google_not_registered': 'No account uses this Google sign-in yet. Please sign up first.',
  'auth.google_already_registered':
    'An account already uses this Google sign-in. Please sign in instead.',
  'auth.google_email_unverified': 'Your Google account’s email address is not verified.',
  'auth.google_unavailable': 'Google sign-in is not available.',
  'auth.session_required': 'Your browser did not send a session. Please reload the page.',

  'passwords.sent': 'We have emailed your password reset link.',
  'passwords.reset': 'Your password has been reset.',
  'passwords.token': 'This password reset token is invalid.',
  'passwords.throttled': 'Please wait before retrying.',

  'http.too_many_requests': 'Too many requests. Please try again in :seconds seconds.',
  'http.not_found': 'Not found.',
  'http.server_error': 'Something went wrong on our side. Please try again.',

  'unsubscribe.too_many_emails': 'I receive too many emails',
  'unsubscribe.not_relevant': 'The content is not relevant to me',
  'unsubscribe.never_signed_up': 'I never signed up for these emails',
  'unsubscribe.no_longer_using': 'I no longer use Docugen',
  'unsubscribe.other': 'Another reason',

  'mail.greeting': 'Hello :name,',
  'mail.signature': 'The Docugen team',
  'mail.reset.subject': 'Reset your Docugen password',
  'mail.reset.intro':
    'You are receiving this email because we received a password reset request for your account.',
  'mail.reset.action': 'Reset password',
  'mail.reset.expiry': 'This password reset link will expire in :minutes minutes.',
  'mail.reset.ignore': 'If you did not request a password reset, no further action is required.',
  'mail.reset.fallback': 'If the button does not work, copy this link into your browser: :url',
} as const

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>
