import { rehearse } from '../fixtures.ts';

rehearse('tls', 'HTTPS with HSTS on files (nginx) and API answers (Node); plain HTTP redirects');
