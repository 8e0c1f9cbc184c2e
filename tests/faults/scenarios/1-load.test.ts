import { scenario } from '../fixtures.ts';

scenario('load', '2,000 valid submissions from 50 concurrent clients on one server: none lost');
