/**
 * A resume's structure, not only its magic number (server/uploads/): Office Open XML
 * packages that inflate within bounds, compound files that hold a real WordDocument
 * stream. The API's 415 for each impostor is in tests/api/forms.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS, sniffResume } from '../../server/uploads/resume.ts';
import {
  cfbLookalikeFile,
  docFile,
  docWithBrokenChainFile,
  docxBombFile,
  docxFile,
  smallDocFile,
} from '../fixtures/resumes.ts';

describe('a .docx', () => {
  it('is accepted stored or deflated, as Word writes it', async () => {
    expect((await sniffResume(docxFile()))?.ext).toBe('docx');
    expect((await sniffResume(docxFile('Deflated', { deflate: true })))?.ext).toBe('docx');
  });

  it('is refused when a part inflates past the ratio, though the whole stays small', async () => {
    const bomb = docxBombFile(2);
    expect(bomb.length).toBeLessThan(10_000);
    expect(2 * 1024 * 1024).toBeLessThan(DOCX_LIMITS.maxInflated);
    expect(await sniffResume(bomb)).toBeUndefined();
  });

  it('is refused when it would inflate past the bound, stopping there whatever its headers claim', async () => {
    for (const bomb of [docxBombFile(64), docxBombFile(64, { lie: true })]) {
      const start = performance.now();
      expect(await sniffResume(bomb)).toBeUndefined();
      // Stopped at 16 MiB, never inflated to 64.
      expect(performance.now() - start).toBeLessThan(5_000);
    }
  });
});

describe('a .doc', () => {
  it('is accepted with its WordDocument stream in regular sectors or in the mini stream', async () => {
    expect((await sniffResume(docFile()))?.ext).toBe('doc');
    expect((await sniffResume(smallDocFile()))?.ext).toBe('doc');
  });

  it('is refused without a consistent compound file behind the magic number', async () => {
    expect(await sniffResume(cfbLookalikeFile())).toBeUndefined();
    expect(await sniffResume(docWithBrokenChainFile())).toBeUndefined();
    expect(await sniffResume(docFile({ wIdent: 0 }))).toBeUndefined();
    expect(await sniffResume(docFile({ streamName: 'WordDocumenT' }))).toBeUndefined();
    // A directory chain that loops back on itself ends the walk.
    const looped = docFile();
    looped.writeUInt32LE(1, 512 + 4);
    expect(await sniffResume(looped)).toBeUndefined();
  });
});
