import { offlineComposer } from '../../adapters/local/offline-composer'
import { openAiPitchWriter } from '../../adapters/openai-pitch-writer'
import type { PortFactory } from '../container'

/** OpenAI with a key, the offline composer without one. */
export const writerPort: PortFactory<'writer'> = (config) =>
  config.OPENAI_API_KEY
    ? openAiPitchWriter({
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        baseURL: config.OPENAI_BASE_URL,
      })
    : offlineComposer()
