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

  'validation.numeric': 'The :attribute field must be a number.',
  'validation.min_numeric': 'The :attribute field must be at least :min.',
  'validation.max_numeric': 'The :attribute field must not be greater than :max.',
  'validation.date': 'The :attribute field must be a valid date.',
  'validation.accepted': 'The :attribute field must be accepted.',
  'validation.regex': 'The :attribute field format is invalid.',
  'validation.file': 'The :attribute field must be a file.',
  'files.too_large': 'The :attribute file must not be greater than :max megabytes.',
  'files.type': 'The :attribute file must be a file of type: :types.',
  'files.request_too_large': 'The upload is too large.',

  'attribute.variationKey': 'variation',
  'attribute.flowLocale': 'language of the result',
  'attribute.has_no_password': 'no password',
  'attribute.step': 'step',
  'attribute.type': 'type',
  'attribute.file': 'file',

  'extraction.unsupported_type':
    'This type of file cannot be read. Please upload a PDF, a Word document (.docx), or a text or Markdown file.',
  'extraction.too_large': 'The file must not be greater than :max megabytes.',
  'extraction.too_many_pages':
    'The PDF has more than :max pages. Please upload a shorter document.',
  'extraction.too_long':
    'The text of this document is longer than :max characters. Please upload a shorter document.',
  'extraction.no_text':
    'No text could be read from this document. If it is a scan, please upload a version with selectable text.',
  'extraction.unreadable': 'This document could not be read: the file seems to be damaged.',
  'extraction.archive_too_large':
    'Once decompressed, this document takes up more than :max megabytes, so it cannot be read.',
  'extraction.archive_too_complex':
    'This document cannot be read: it holds too many parts or is compressed far more than usual.',

  'flows.locked': 'This flow has already been submitted and can no longer be changed.',
  'flows.email_taken': 'An account already uses this email address. Please sign in to continue.',
  'flows.step_order': 'Please complete step :step first.',
  'flows.missing_answer': 'Answer “:field” in step :step first.',
  'generation.incomplete': 'Please answer every question of step :step first.',
  'generation.no_requests_left':
    'You have used this month’s :count free requests for this tool. Choose a plan to keep going.',
  'generation.failed.timeout': 'Writing your document took too long. Please try again.',
  'generation.failed.rate_limited':
    'Our writing service is very busy right now. Please try again in a few minutes.',
  'generation.failed.provider_unavailable':
    'Our writing service cannot be reached right now. Please try again later.',
  'generation.failed.invalid_output':
    'The draft we received could not be turned into a document. Please try again.',
  'generation.failed.not_supported': 'This tool cannot produce its result yet.',
  'generation.failed.internal':
    'Something went wrong while writing your document. Please try again.',
  'generation.revise_needs_ai':
    'Revising a document from an instruction needs an AI writing service, and none is set up here. You can still edit the document yourself.',
  'generation.passage_not_found':
    'The selected passage is no longer in the document. Please select it again.',
  'generation.thumbnail_unknown': 'This image is not one of the document’s pages.',
  'mail.document_ready.subject': 'Your document “:name” is ready',
  'mail.document_ready.intro':
    'Good news: “:name” is ready. You can read it, edit it and download it now.',
  'mail.document_ready.action': 'Open my document',
  'mail.document_ready.unsubscribe': 'Stop emailing me when a document is ready',
  'mail.unsubscribe.title': 'Stop “document ready” emails?',
  'mail.unsubscribe.explain':
    'We will no longer email you when a document is ready. Your documents stay in your member area.',
  'mail.unsubscribe.confirm': 'Stop these emails',
  'mail.unsubscribe.done': 'Done: we will no longer email you when a document is ready.',
  'mail.unsubscribe.invalid': 'This link is invalid or has expired.',
  'documents.not_ready': 'The document is not ready yet.',

  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
  'auth.password_incorrect': 'The provided password is incorrect.',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.captcha_failed': 'The human verification failed. Please try again.',
  'auth.login_token_invalid': 'This sign-in link is invalid or has expired.',
  'auth.email_change_invalid': 'This confirmation link is invalid or has expired.',
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
  'passwords.address_unproven':
    'Confirm your email address first: sign in with the link we email you, then choose a password.',

  'http.too_many_requests': 'Too many requests. Please try again in :seconds seconds.',
  'http.not_found': 'Not found.',
  'http.payload_too_large': 'The request is too large.',
  'http.malformed_body': 'The request body could not be read.',
  'http.server_error': 'Something went wrong on our side. Please try again.',

  'mail.email_change.subject': 'Confirm your new Docugen email address',
  'mail.email_change.intro':
    'Please confirm that this is the new email address of your Docugen account. Until you do, your account keeps its current address.',
  'mail.email_change.action': 'Confirm this address',
  'mail.email_change.expiry': 'This link works once and expires in :hours hours.',
  'mail.email_change.ignore':
    'If you did not ask for this change, ignore this email: nothing will change.',
  'mail.email_change_notice.subject': 'A change of your Docugen email address was requested',
  'mail.email_change_notice.intro':
    'Someone signed in to your account asked to change its email address to :email. It will only change once that address is confirmed.',
  'mail.email_change_notice.action': 'Review my account',
  'mail.email_change_notice.expiry': 'The request expires in :hours hours if it is not confirmed.',
  'mail.email_change_notice.ignore':
    'If this was not you, change your password now: other devices are then signed out.',
  'mail.login.subject': 'Your Docugen sign-in link',
  'mail.login.intro': 'Use the button below to sign in to Docugen. No password needed.',
  'mail.login.action': 'Sign in',
  'mail.login.expiry': 'This link works once and expires in :hours hours.',
  'mail.login.ignore': 'If you did not ask for it, you can ignore this email.',
  'login_link.sent': 'If an account uses this address, we have emailed it a sign-in link.',

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
