import { m } from '~/paraglide/messages'
import type { ToolPage } from '~/queries/tool-page'

/** What a tool makes, in a word or two of the page's language. */
export function outputLabel(output: ToolPage['tool']['output']) {
  switch (output) {
    case 'document':
      return m.tool_output_document()
    case 'pdf':
      return m.tool_output_pdf()
    case 'music':
      return m.tool_output_music()
    case 'speech':
      return m.tool_output_speech()
  }
}
