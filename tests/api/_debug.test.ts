import { it } from 'vitest';
import { formsApp, session, submit, VALID } from './forms-helpers.ts';
it('debug', async () => {
  const app = await formsApp();
  const out: string[] = [];
  const raw = async (body: string | Buffer, contentType: string) =>
    app.inject({ method: 'POST', url: '/webAPI/contact_insert.php', payload: body, headers: { 'content-type': contentType, ...(await session(app)).headers } });
  for (const [t, b] of [
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nPriya\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nPriya'],
      ['multipart/form-data; boundary=x', '--x\r\nthis is not a header\r\n\r\n\r\n--x--'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":true}\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', ''],
  ] as const) { const r = await raw(b, t); out.push(`${r.statusCode} ${r.body}`); }
  const f: Record<string,string> = { ...VALID.contact }; for (let i = 0; i < 10000; i++) f[`f${i}`] = 'x';
  let r = await submit(app, 'contact', f); out.push(`${r.statusCode} ${r.body}`);
  r = await submit(app, 'contact', { ...VALID.contact, message: 'x'.repeat(100_000) }); out.push(`${r.statusCode} ${r.body}`);
  r = await submit(app, 'job-apply', VALID['job-apply'], Array.from({ length: 200 }, (_, i) => ({ filename: `cv-${i}.pdf`, data: Buffer.from('%PDF-1.4') }))); out.push(`${r.statusCode} ${r.body}`);
  require('fs').writeFileSync('/tmp/debug-out.txt', out.join('\n'));
  await app.close();
});
