import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every variable the server reads, each with why it exists. Parsed once at boot. */
const Env = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('production turns developer tools such as /dev/mailbox off by default'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port for the SPA, /api and socket.io'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  DATA_DIR: z
    .string()
    .default('./data')
    .describe('Where the embedded PGlite database lives when DATABASE_URL is unset'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .describe('PostgreSQL server; when unset an embedded PGlite database is used'),
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .describe('Redis for the socket.io adapter and shared rate limits across processes'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'Base URL used in links sent by email; never taken from the Host header. Default http://localhost:<PORT>, the port actually listened on',
    ),
  DEV_MAILBOX: bool
    .optional()
    .describe(
      'Serve the outbox at /dev/mailbox (loopback only, never through a proxy). Default: on for the embedded demo, off when NODE_ENV=production or DATABASE_URL is set; ignored with SMTP_URL',
    ),
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'SMTP server for outgoing mail (smtp:// or smtps://); when unset mail goes to the outbox table and /dev/mailbox',
    ),
  MAIL_FROM: z.string().default('Cosmos <no-reply@cosmos.local>').describe('Sender address of outgoing mail'),
  SUPPORT_EMAIL: z
    .string()
    .email()
    .default('support@cosmos.local')
    .describe(
      "Support's address: ticket mail is sent from it, and replies go to it as support+t<number>.<tag>@… (plus addressing) so they land in their ticket",
    ),
  INBOUND_EMAIL_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      'Bearer token your mail provider sends with inbound mail to POST /api/support/inbound-email; when unset, inbound mail is off (404)',
    ),
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .describe('Administrator account created or updated at start (with ADMIN_PASSWORD)'),
  ADMIN_PASSWORD: z.string().min(12).optional().describe('Administrator password; at least 12 characters'),
  SECRETS_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 32 bytes: 64 hex characters or 44 base64 characters')
    .optional()
    .describe(
      'Key that seals TOTP secrets in the database (32 bytes, hex or base64); when unset, DATA_DIR/secrets.key is made and used. Required with DATABASE_URL',
    ),
  SEED_DEMO: bool.default(true).describe('Create the demo and agent accounts at start'),
  WEB_DIST: z.string().optional().describe('Built SPA folder; defaults to apps/web/dist'),
  TRUST_PROXY: bool.default(false).describe('Trust X-Forwarded-* headers (behind a load balancer)'),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(10_000)
    .describe('A connection must send its request headers within this time, else it is closed (slow-header clients)'),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(60_000)
    .describe(
      'A request (headers and body) must arrive within this time, else 408 and close (one body byte every few seconds); at least HTTP_HEADERS_TIMEOUT_MS',
    ),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(10_000)
    .describe(
      "An idle kept-alive connection is closed after this time; behind a load balancer set it above the balancer's idle timeout",
    ),
  HTTP_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(120_000)
    .describe(
      'A connection with no traffic either way for this long is closed (0 = never); WebSockets are exempt and have their own pings',
    ),
  HTTP_MAX_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10_000)
    .describe(
      'Open connections this process accepts at once; more are dropped at once, so file descriptors never run out',
    ),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(0)
    .default(256)
    .describe(
      'Open connections one client address may hold (0 = no cap); not applied with TRUST_PROXY, where every connection comes from the proxy',
    ),
  SOCKETS_PER_USER: z.coerce
    .number()
    .int()
    .min(0)
    .default(20)
    .describe(
      'Realtime sockets one account may hold open in one process (0 = no cap); the next handshake is refused with a connect_error',
    ),
  SOCKETS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(0)
    .default(64)
    .describe(
      'Realtime sockets one client address may hold open in one process (0 = no cap); with TRUST_PROXY the address is the first X-Forwarded-For entry',
    ),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576).describe('Largest accepted JSON body in bytes'),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(10)
    .describe(
      'Sign-up attempts one address may make per hour (all at once, then refilled evenly over the hour); taken or new email alike, so the answer reveals nothing',
    ),
  CATALOG_URL: z
    .string()
    .default(
      ['active', 'cosmos-1408-debris', 'fengyun-1c-debris', 'iridium-33-debris', 'cosmos-2251-debris', 'visual']
        .map((g) => `https://celestrak.org/NORAD/elements/gp.php?GROUP=${g}&FORMAT=json`)
        .join(','),
    )
    .describe(
      'GP catalogue sources, comma-separated, merged (a later source wins for an object listed twice). OMM JSON by default: objects catalogued with six-digit numbers are published only as OMM. TLE/3LE text is accepted too. Default: CelesTrak active payloads, the four debris-cloud groups and the visual group (the brightest objects, mostly large rocket bodies); "off" disables fetching',
    ),
  SATCAT_URL: z
    .string()
    .default('https://celestrak.org/pub/satcat.csv')
    .describe(
      'SATCAT CSV (designator, owner, launch, type, size, decay) joined to the GP catalogue by NORAD number; "off" keeps only what the element sets say',
    ),
  ELEMENT_HISTORY_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(90)
    .describe('How long element-set history (perigee/apogee over time) is kept'),
  ELEMENT_HISTORY_MAX_PER_OBJECT: z.coerce
    .number()
    .int()
    .min(2)
    .max(10_000)
    .default(120)
    .describe('At most this many past element sets are kept per object (the newest)'),
  LAUNCHES_URL: z
    .string()
    .default(
      'https://ll.thespacedevs.com/2.2.0/launch/upcoming/?limit=50 https://ll.thespacedevs.com/2.2.0/launch/previous/?limit=20',
    )
    .describe(
      'Launch Library 2 JSON sources (several separated by spaces or commas, all fetched each hour, all or nothing); "off" serves the bundled sample launches',
    ),
  SUPGP_URL: z
    .string()
    .default('')
    .describe(
      'Supplemental GP elements (CelesTrak SupGP, OMM JSON or TLE; several comma-separated): pre-launch and operator-ephemeris elements of fresh launches, used for launch trains when set (fetched at most hourly); unset or "off": trains come from the catalogue, else the bundled sample train, labelled as a sample',
    ),
  NEWS_URL: z
    .string()
    .default('https://api.spaceflightnewsapi.net/v4/articles/?limit=20')
    .describe(
      'Spaceflight News API v4-compatible articles source for Space Science\'s news, fetched hourly by one process; "off" serves the bundled sample articles',
    ),
  WATCH_ALERTS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60_000)
    .describe(
      'How often followers are checked for launch windows an hour ahead and narrowing re-entry windows; 0 turns it off',
    ),
  IMAGERY_URL: z
    .string()
    .default('https://gibs.earthdata.nasa.gov/wmts/epsg4326/best/{layer}/default/{date}/{tms}/{z}/{y}/{x}.{ext}')
    .describe(
      'Earth imagery WMTS tile template ({layer} {tms} {date} {z} {y} {x} {ext}); "off" serves only the bundled base map',
    ),
  IMAGERY_CACHE_MB: z.coerce.number().int().min(1).default(64).describe('Memory the imagery tile cache may hold'),
  SKY_TICK_MS: z.coerce.number().int().min(100).default(1000).describe('How often realtime sky updates are computed'),
  LLM_BASE_URL: z
    .string()
    .url()
    .optional()
    .describe('OpenAI-compatible endpoint (…/v1) for the chatbot; with LLM_API_KEY it replaces the built-in assistant'),
  LLM_API_KEY: z.string().min(1).optional().describe('Bearer key for LLM_BASE_URL; never logged'),
  LLM_MODEL: z.string().default('gpt-4o-mini').describe('Model name sent to LLM_BASE_URL'),
  STRIPE_SECRET_KEY: z
    .string()
    .startsWith('sk_')
    .optional()
    .describe('Stripe secret key; when set, payments go through Stripe instead of the built-in sandbox'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_')
    .optional()
    .describe('Signing secret of the Stripe webhook endpoint POST /api/billing/stripe/webhook'),
  STRIPE_PRICE_BASIC: z.string().optional().describe('Stripe price id of Basic Explorer'),
  STRIPE_PRICE_PRO: z.string().optional().describe('Stripe price id of Pro Navigator'),
  STRIPE_PRICE_ENTERPRISE: z.string().optional().describe('Stripe price id of Enterprise Mission'),
  STRIPE_PRICE_TEAM_SEAT: z
    .string()
    .optional()
    .describe(
      'Stripe per-unit monthly price id of one extra team seat; without it Stripe-billed seat purchases answer 503',
    ),
  STRIPE_API_BASE: z
    .string()
    .url()
    .optional()
    .describe(
      'Where the Stripe SDK sends API calls (protocol, host, port), e.g. a local stripe-mock; default api.stripe.com',
    ),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe(
      'Bearer token that GET /metrics asks for; when unset, /metrics answers only requests from this machine without proxy headers',
    ),
  RENEWAL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60_000)
    .describe('How often the renewal job looks for ended periods; 0 turns it off'),
  SKY_ALERTS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300_000)
    .describe('How often opted-in users are checked for ISS-pass and eclipse alerts; 0 turns it off'),
  INVOICE_SELLER: z
    .string()
    .max(500)
    .default('Cosmos|Space-exploration portal')
    .describe("The seller's block on invoices: legal name, address and tax number, lines separated by |"),
  SUPPORT_SLA_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60_000)
    .describe(
      'How often tickets close to missing their first-response target are looked for (agents are warned once per ticket); 0 turns it off',
    ),
  CONJUNCTION_DAYS: z.coerce
    .number()
    .min(0.01)
    .max(7)
    .default(3)
    .describe('How far ahead conjunction screening looks (days, at most 7)'),
  CONJUNCTION_KM: z.coerce
    .number()
    .positive()
    .max(50)
    .default(5)
    .describe('Largest miss distance a screen reports (km)'),
  CONJUNCTION_DEFAULT_SIGMA_KM: z
    .string()
    .regex(/^(off|\d+(\.\d+)?,\d+(\.\d+)?,\d+(\.\d+)?)$/, 'expected "radial,in-track,cross-track" in km, or off')
    .default('0.1,0.5,0.1')
    .describe(
      'Default 1-sigma position uncertainty of every object at closest approach, radial,in-track,cross-track (km), for Foster\'s collision probability; "off" reports only the maximum probability',
    ),
  ACCURACY_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(86_400_000)
    .describe(
      'How often the accuracy job measures the figures of the "How accurate is Cosmos?" page (pass timing, magnitudes, conjunction recall, re-entries, catalogue); one process per interval, a few seconds of one core in a worker thread; 0 turns it off',
    ),
  CONJUNCTION_AUTO: bool
    .default(true)
    .describe(
      'Screen for conjunctions after every catalogue change (and at start when the last screen is stale); admins can always run one on demand',
    ),
  CONJUNCTION_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(1)
    .describe('Worker threads one screen uses; 1 leaves the other cores to the API'),
  CONJUNCTION_NICE: z.coerce
    .number()
    .int()
    .min(0)
    .max(19)
    .default(19)
    .describe(
      'CPU priority (nice value) of the screening threads; 19, the lowest, lets the API go first whenever cores are short',
    ),
  WEATHER_URL: z
    .string()
    .default('https://api.open-meteo.com/v1/forecast')
    .describe(
      'Open-Meteo-compatible hourly forecast endpoint (cloud by layer, precipitation probability, visibility), asked per place (0.1°) at most once an hour; "off" (or an unreachable source) serves a bundled sample forecast, labelled as a sample',
    ),
  WEATHER_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(600)
    .default(30)
    .describe(
      'Most forecast requests sent to WEATHER_URL per minute by this process; beyond it the last forecast (or the sample) is served',
    ),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key: 87 base64url characters (web-push generate-vapid-keys)')
    .optional()
    .describe(
      'Web Push: the VAPID public key browsers subscribe with (with VAPID_PRIVATE_KEY); when both are unset a pair is made at first start and kept in the database, the private key sealed with SECRETS_KEY',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key: 43 base64url characters')
    .optional()
    .describe('Web Push: the VAPID private key that signs every push (with VAPID_PUBLIC_KEY)'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https: URL')
    .optional()
    .describe('Web Push: who push services contact about our pushes (mailto: or https:); default mailto:SUPPORT_EMAIL'),
  PUSH_ENDPOINT_ORIGINS: z
    .string()
    .default(
      'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com,https://*.push.apple.com',
    )
    .describe(
      "Web Push: the push services a browser's subscription may point at (comma-separated origins, '*.' for any subdomain, ':*' for any port); the server POSTs to these, so anything else is refused (no requests to arbitrary hosts)",
    ),
});

/** PUBLIC_URL is always known after parsing; `publicUrlFromPort` says it was derived from the port. */
export type Config = z.infer<typeof Env> & { PUBLIC_URL: string; publicUrlFromPort: boolean };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const fromPort = parsed.data.PUBLIC_URL === undefined;
  // Without PUBLIC_URL, emailed links point at this machine on the port we serve (PORT=3101 → :3101).
  return {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    publicUrlFromPort: fromPort,
  };
}

/** After listening: with PORT=0 the port is only known now; links follow it when PUBLIC_URL was not given. */
export function followListenedPort(config: Config, port: number) {
  if (config.publicUrlFromPort) config.PUBLIC_URL = `http://localhost:${port}`;
}
