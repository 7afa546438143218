// The embedded composer's texts, one file per document template (see ../../assembly-schema.ts).
import type { TemplateAssembly } from '../../assembly-schema.ts'
import { birthdayPoem } from './birthday-poem.ts'
import { businessPlanSummary } from './business-plan-summary.ts'
import { coverLetter } from './cover-letter.ts'
import { interviewThankYou } from './interview-thank-you.ts'
import { paymentReminder } from './payment-reminder.ts'
import { productDescription } from './product-description.ts'
import { professionalBio } from './professional-bio.ts'
import { rentalAgreement } from './rental-agreement.ts'
import { resignationLetter } from './resignation-letter.ts'
import { videoScript } from './video-script.ts'
import { weddingSpeech } from './wedding-speech.ts'

export const assemblies: Record<string, TemplateAssembly> = {
  cover_letter: coverLetter,
  professional_bio: professionalBio,
  resignation_letter: resignationLetter,
  interview_thank_you: interviewThankYou,
  payment_reminder: paymentReminder,
  rental_agreement: rentalAgreement,
  business_plan_summary: businessPlanSummary,
  product_description: productDescription,
  video_script: videoScript,
  wedding_speech: weddingSpeech,
  birthday_poem: birthdayPoem,
}
