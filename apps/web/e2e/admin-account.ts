/** The administrator the global setup's server creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@cosmos.test', password: 'Administer-the-cosmos-2026' };
