import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { drawnSvg } from '../../app/art/render.server.tsx';
it('dumps', () => {
  writeFileSync('/tmp/design5b-hero/careers.svg', drawnSvg({ kind: 'careers', frame: 'wide' }));
  writeFileSync('/tmp/design5b-hero/careers-tall.svg', drawnSvg({ kind: 'careers', frame: 'tall' }));
});
