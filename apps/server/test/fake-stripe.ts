import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** One request as the SDK sent it: form fields stay flat, as encoded (`items[0][price]`, `metadata[userId]`). */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

interface FakeItem {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price' };
  quantity: number;
}
interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: FakeItem[] };
}

/**
 * A local stand-in for the few Stripe endpoints the provider calls (checkout and portal sessions, subscription
 * retrieve and update), on 127.0.0.1 and a random port, for STRIPE_API_BASE. It records every request and applies
 * subscription item changes the way Stripe does (update by id, `deleted`, or add with price and quantity), so a test
 * can check both what was sent and the resulting subscription. `declineNext()` answers the next subscription update
 * with Stripe's 402 card error, leaving the subscription unchanged.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let seq = 0;
  let decline = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${++seq}` });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  function applyItems(sub: FakeSubscription, form: Record<string, string>) {
    const indexes = new Set(
      Object.keys(form)
        .map((k) => /^items\[(\d+)\]/.exec(k)?.[1])
        .filter((i): i is string => i !== undefined),
    );
    for (const i of indexes) {
      const f = (name: string) => form[`items[${i}][${name}]`];
      const existing = f('id') ? sub.items.data.find((it) => it.id === f('id')) : undefined;
      if (existing && f('deleted') === 'true') {
        sub.items.data = sub.items.data.filter((it) => it !== existing);
      } else if (existing) {
        if (f('price')) existing.price = { id: f('price')!, object: 'price' };
        if (f('quantity')) existing.quantity = Number(f('quantity'));
      } else if (f('price')) {
        sub.items.data.push({
          id: `si_fake_${++seq}`,
          object: 'subscription_item',
          price: { id: f('price')!, object: 'price' },
          quantity: Number(f('quantity') ?? 1),
        });
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form });

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_fake_${++seq}`;
      return send(res, 200, { id, object: 'checkout.session', url: `https://checkout.fake/${id}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_fake_${++seq}`;
      return send(res, 200, { id, object: 'billing_portal.session', url: `https://portal.fake/${id}` });
    }
    const subId = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname)?.[1];
    const sub = subId ? subscriptions.get(subId) : undefined;
    if (subId && !sub) return notFound(res, `subscription: '${subId}'`);
    if (sub && req.method === 'GET') return send(res, 200, sub);
    if (sub && req.method === 'POST') {
      if (decline) {
        decline = false;
        return send(res, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        });
      }
      applyItems(sub, form);
      return send(res, 200, sub);
    }
    return notFound(res, `route: ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  afterAll(close);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A Stripe subscription as the provider will find it, with one item per price given. */
    addSubscription(id: string, items: { price: string; quantity?: number }[]) {
      subscriptions.set(id, {
        id,
        object: 'subscription',
        customer: `cus_${id}`,
        status: 'active',
        items: {
          object: 'list',
          data: items.map((i) => ({
            id: `si_fake_${++seq}`,
            object: 'subscription_item',
            price: { id: i.price, object: 'price' },
            quantity: i.quantity ?? 1,
          })),
        },
      });
      return subscriptions.get(id)!;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** The requests that updated a subscription, newest last. */
    updates: (id: string) => requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${id}`),
    declineNext() {
      decline = true;
    },
    close,
  };
}
