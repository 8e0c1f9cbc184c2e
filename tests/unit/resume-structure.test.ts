/**
 * A resume's structure, not only its magic number (server/uploads/): Office Open XML
 * packages that inflate within bounds, compound files that hold a real WordDocument
 * stream. The API's 415 for each impostor is in tests/api/forms.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS, inflationLoad, sniffResume } from '../../server/uploads/resume.ts';
import {
  cfbLookalikeFile,
  docFile,
  docWithBrokenChainFile,
  docxBombFile,
  docxFile,
  smallDocFile,
} from '../support/resumes.ts';

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

/** The most memory held outside the JavaScript heap (buffers) while `work` runs, over what was held before. */
async function peakBufferGrowth(work: () => Promise<unknown>): Promise<number> {
  const held = () => {
    const { external, arrayBuffers } = process.memoryUsage();
    return external + arrayBuffers;
  };
  const before = held();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 2);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, held()) - before;
}

describe('many .docx at once', () => {
  it('hold megabytes in all, not each inflated package: a part stops at the size it claims', async () => {
    // 32 lying bombs at once, as the probe sent them: each claims 2,000 bytes and holds 64 MiB.
    const bomb = docxBombFile(64, { lie: true });
    let answers: unknown[] = [];
    const growth = await peakBufferGrowth(async () => {
      answers = await Promise.all(Array.from({ length: 32 }, () => sniffResume(bomb)));
    });
    expect(answers).toEqual(Array<undefined>(32).fill(undefined));
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });

  it('are inflated at most CONCURRENT_INFLATIONS at a time across requests, the others waiting their turn', async () => {
    // An honest package of 10 MB of text, which deflates about 4 to 1.
    const words = ['delivery', 'Laravel', 'React', 'client', 'sprint', 'PostgreSQL', 'Ahmedabad', 'release'];
    let text = '';
    for (let index = 0; text.length < 10 * 1024 * 1024; index += 1) {
      text += `${words[(index * 7 + (index >> 3)) % words.length] ?? ''} ${index} `;
    }
    const large = docxFile(text, { deflate: true });
    expect(large.length).toBeLessThan((DOCX_LIMITS.maxInflated / DOCX_LIMITS.maxPartRatio) * 40);
    let running = 0;
    let waiting = 0;
    const sampler = setInterval(() => {
      running = Math.max(running, inflationLoad().running);
      waiting = Math.max(waiting, inflationLoad().waiting);
    }, 1);
    const types = await Promise.all(Array.from({ length: 6 }, () => sniffResume(large))).finally(() =>
      clearInterval(sampler),
    );
    expect(types.map((type) => type?.ext)).toEqual(Array<string>(6).fill('docx'));
    expect(running).toBe(DOCX_LIMITS.concurrentInflations);
    expect(waiting).toBeGreaterThan(0);
    expect(inflationLoad()).toEqual({ running: 0, waiting: 0 });
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
