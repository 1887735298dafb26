import { describe, expect, it } from 'vitest'
import { allKitFontFiles } from '../../shared/domain/kit-fonts'
import { kitFonts } from './kit-fonts'

describe('the kit fonts in the web build', () => {
  it('puts every kit font file under kit-fonts/ by its own name, as the woff2 its package ships', () => {
    const emitted: { fileName: string; source: Uint8Array }[] = []
    const plugin = kitFonts()
    const generate = plugin.generateBundle as unknown as (this: unknown) => void
    generate.call({ emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file) })
    expect(emitted.map((file) => file.fileName).sort()).toEqual(
      allKitFontFiles()
        .map((file) => `kit-fonts/${file.file}`)
        .sort(),
    )
    expect(emitted.map((file) => file.fileName)).toContain('kit-fonts/gelasio-latin-700-normal.woff2')
    for (const file of emitted)
      expect(Buffer.from(file.source).subarray(0, 4).toString('latin1')).toBe('wOF2')
  })
})
