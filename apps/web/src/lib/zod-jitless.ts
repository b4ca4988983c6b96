import { z } from 'zod';

// Zod probes `new Function` once to decide whether to compile its parsers; under the site's Content-Security-Policy
// (no 'unsafe-eval') the probe is reported as a violation even though it is caught. Forms parse fast enough without.
// Imported (first) by each browser module that parses with zod, not by the layout: pages without a form then send no
// schema library at all (decision 020).
z.config({ jitless: true });
