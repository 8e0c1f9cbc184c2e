import { rehearse } from '../fixtures.ts';

rehearse('uploads-admin', 'a resume and an oversized upload through nginx; the staff inbox through nginx');
