import { scenario, stopAfterwards } from '../fixtures.ts';

scenario('mail-recovery', 'a server killed mid-send: its e-mails sent by another, no Message-ID twice');
stopAfterwards();
