// `npm run bench [suite]`: prints figures; performance goals live here, never in timed tests.
import { benchAssembly } from './assembly.js';
import { benchFidelity } from './fidelity.js';
import { benchLoadClient } from './load-client.js';
import { benchOpenLoop } from './open-loop.js';
import { benchP95 } from './p95.js';
import { benchStatistics } from './statistics.js';

const only = process.argv[2];
if (!only || only === 'assembly') await benchAssembly();
if (!only || only === 'load-client') await benchLoadClient();
if (!only || only === 'open-loop') await benchOpenLoop();
if (!only || only === 'fidelity') await benchFidelity();
if (!only || only === 'statistics') await benchStatistics();
if (!only || only === 'p95') benchP95();
