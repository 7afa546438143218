import { DownloadIcon, FileTextIcon, RotateCcwIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { errorMessage } from '~/lib/error-message'
import { m } from '~/paraglide/messages'
import { localizeHref } from '~/paraglide/runtime'
import { type FlowResult, useProcessAgain } from '~/queries/flow-result'

type Format = 'pdf' | 'default'

/** Fetches a result's file and saves it under the API's name; a 204 means not written yet. */
async function saveFile(flowUuid: string, format: Format): Promise<string | null> {
  const response = await fetch(`/files/${flowUuid}/${format}`, { credentials: 'same-origin' })
  if (response.status === 204) return m.result_not_ready()
  if (!response.ok) return m.result_download_failed()
  const name = response.headers.get('x-content-filename') || 'my-document'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return null
}

function Downloads({ flowUuid, formats }: { flowUuid: string; formats: string[] }) {
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState<Format | null>(null)
  const download = async (format: Format) => {
    setBusy(format)
    setNotice(await saveFile(flowUuid, format).catch(() => m.result_download_failed()))
    setBusy(null)
  }
  // The template's own format first (DOCX for a document), then the PDF when it differs.
  const own = formats[0]
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {own && own !== 'pdf' ? (
          <Button onClick={() => download('default')} disabled={busy !== null}>
            <DownloadIcon aria-hidden="true" />
            {m.result_download_as({ format: own.toUpperCase() })}
          </Button>
        ) : null}
        {formats.includes('pdf') ? (
          <Button
            variant={own === 'pdf' ? 'default' : 'outline'}
            onClick={() => download('pdf')}
            disabled={busy !== null}
          >
            <DownloadIcon aria-hidden="true" />
            {m.result_download_as({ format: 'PDF' })}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {notice}
      </p>
    </div>
  )
}

function Processing({ progress }: { progress: number }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-6 text-center">
      <FileTextIcon aria-hidden="true" className="size-12 animate-pulse text-primary" />
      <p className="text-lg font-medium">{m.result_processing()}</p>
      <div
        role="progressbar"
        aria-label={m.result_progress_label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-64 max-w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
          style={{ width: `${Math.max(5, progress)}%` }}
        />
      </div>
    </div>
  )
}

function Failed({ flowUuid, reason }: { flowUuid: string; reason: string | null }) {
  const again = useProcessAgain(flowUuid)
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{m.result_failed_title()}</h1>
      <p className="text-muted-foreground">{reason ?? m.result_failed_generic()}</p>
      <div>
        <Button onClick={() => again.mutate()} disabled={again.isPending}>
          <RotateCcwIcon aria-hidden="true" />
          {m.result_try_again()}
        </Button>
      </div>
      {again.error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(again.error)}
        </p>
      ) : null}
    </div>
  )
}

/** The result page: the wait, the failure with a way to try again, or the document. */
export function FlowResultView({ flowUuid, result }: { flowUuid: string; result: FlowResult }) {
  const { status, document, previewHtml } = result
  if (status.status === 'processing') return <Processing progress={status.progress} />
  if (status.status === 'failed') return <Failed flowUuid={flowUuid} reason={status.reason} />
  if (!document || previewHtml === null) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{m.result_unfinished_title()}</h1>
        <p className="text-muted-foreground">{m.result_unfinished_body()}</p>
        <p>
          <a className="text-primary underline" href={localizeHref('/dashboard')}>
            {m.result_to_dashboard()}
          </a>
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{document.flow.template.name}</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance">{document.name}</h1>
        <p className="text-muted-foreground">{m.result_ready()}</p>
      </header>
      <Downloads flowUuid={flowUuid} formats={document.formats} />
      <section aria-labelledby="preview-heading" className="grid gap-3">
        <h2 id="preview-heading" className="text-xl font-semibold">
          {m.result_preview_title()}
        </h2>
        <article
          className="document-preview rounded-xl border bg-card p-6 shadow-xs md:p-10"
          // The API's escaped rendering of a schema-checked document (no markup from answers).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
      </section>
    </div>
  )
}
