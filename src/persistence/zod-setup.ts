// zod without its eval-based fast path: its start-up probe (`new Function`) is refused by the page's CSP and filed two violation reports per load.
import { z } from 'zod';

z.config({ jitless: true });
