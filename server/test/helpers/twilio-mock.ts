import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import RequestClient from 'twilio/lib/base/RequestClient';
import {
  describeErrors,
  openApiValidator,
  pointerSegment,
  type OpenApiValidator,
} from './openapi-ajv';
import { contractPath } from './contracts';

/**
 * A local stand-in for api.twilio.com, checked against Twilio's published OpenAPI subset: basic auth with the
 * account's SID and token, a path of the spec, query parameters the operation declares (typed), and form bodies
 * against the requestBody schema (strict: an undeclared field is a violation). The twilio SDK has no base URL, so
 * `httpClient()` gives a RequestClient that sends the SDK's requests here (the documented custom-client hook).
 */

export interface TwilioRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

export interface OfferedNumber {
  phone_number: string;
  locality: string | null;
  region: string | null;
  iso_country: string;
}

export interface TwilioMock {
  base: string;
  requests: TwilioRequest[];
  violations: string[];
  /** Numbers offered for sale (removed when bought). */
  offered: OfferedNumber[];
  /** Bought numbers by SID. */
  owned: Map<string, string>;
  failNext(status: number, body?: Record<string, unknown>): void;
  httpClient(): RequestClient;
  close(): Promise<void>;
}

type Schema = { type?: string; properties?: Record<string, Schema> };
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
}

const TEMPLATES = [
  '/2010-04-01/Accounts/{AccountSid}/AvailablePhoneNumbers/{CountryCode}/Local.json',
  '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json',
  '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers/{Sid}.json',
];

function match(pathname: string): { template: string; params: Record<string, string> } | null {
  for (const template of TEMPLATES) {
    const names: string[] = [];
    const pattern = template.replace(/[.]/g, '\\.').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${pattern}$`).exec(pathname);
    if (found) {
      return {
        template,
        params: Object.fromEntries(
          names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? '')]),
        ),
      };
    }
  }
  return null;
}

/** A form or query value typed as the schema says (forms carry only strings). */
function typed(value: string, schema: Schema | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') {
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  if (schema?.type === 'boolean')
    return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

export const DEFAULT_OFFERED: OfferedNumber[] = [
  { phone_number: '+14155550101', locality: 'San Francisco', region: 'CA', iso_country: 'US' },
  { phone_number: '+14155550102', locality: 'Oakland', region: 'CA', iso_country: 'US' },
  { phone_number: '+12125550103', locality: 'New York', region: 'NY', iso_country: 'US' },
  { phone_number: '+442079460104', locality: 'London', region: null, iso_country: 'GB' },
];

export async function startTwilioMock(accountSid: string, authToken: string): Promise<TwilioMock> {
  const validator: OpenApiValidator = openApiValidator(contractPath('twilio.subset.json'));
  const paths = validator.spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  const requests: TwilioRequest[] = [];
  const violations: string[] = [];
  const offered = DEFAULT_OFFERED.map((n) => ({ ...n }));
  const owned = new Map<string, string>();
  let failure: { status: number; body: Record<string, unknown> } | null = null;

  function answer(res: http.ServerResponse, status: number, body?: unknown, pointer?: string) {
    if (pointer && body !== undefined) {
      const validate = validator.at(pointer);
      if (!validate(body))
        violations.push(...describeErrors(validate.errors).map((e) => `reply: ${e}`));
    }
    res.statusCode = status;
    if (body === undefined) return res.end();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  function twilioError(res: http.ServerResponse, status: number, code: number, message: string) {
    answer(res, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toLowerCase();
    const query = Object.fromEntries(url.searchParams);
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ method: method.toUpperCase(), path: url.pathname, query, form });
    if (failure) {
      const { status, body } = failure;
      failure = null;
      return answer(res, status, body);
    }
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return twilioError(res, 401, 20003, 'Authenticate');
    }
    const route = match(url.pathname);
    const operation = route ? paths[route.template]?.[method] : undefined;
    if (!route || !operation) {
      violations.push(`request: ${method.toUpperCase()} ${url.pathname} is not in the spec`);
      return twilioError(res, 404, 20404, 'The requested resource was not found');
    }
    if (route.params.AccountSid !== accountSid) return twilioError(res, 404, 20404, 'Not found');
    const parameters = (operation.parameters ?? []) as Parameter[];
    for (const [name, value] of Object.entries(query)) {
      const declared = parameters.find((p) => p.in === 'query' && p.name === name);
      if (!declared) {
        violations.push(`request: query parameter ${name} is not declared`);
        continue;
      }
      const check = validator.at(
        `#/paths/${pointerSegment(route.template)}/${method}/parameters/${parameters.indexOf(declared)}/schema`,
      );
      if (!check(typed(value, declared.schema))) {
        violations.push(...describeErrors(check.errors).map((e) => `request: ${name} ${e}`));
      }
    }
    const base = `#/paths/${pointerSegment(route.template)}/${method}`;
    const bodySchema = (
      operation.requestBody as { content: Record<string, { schema: Schema }> } | undefined
    )?.content['application/x-www-form-urlencoded']?.schema;
    if (bodySchema) {
      const body = Object.fromEntries(
        Object.entries(form).map(([k, v]) => [k, typed(v, bodySchema.properties?.[k])]),
      );
      const check = validator.at(
        `${base}/requestBody/content/application~1x-www-form-urlencoded/schema`,
      );
      if (!check(body)) {
        const problems = describeErrors(check.errors);
        violations.push(...problems.map((p) => `request: ${p}`));
        return twilioError(res, 400, 21000, problems.join('; '));
      }
    }
    const ok = (status: number, body?: unknown) =>
      answer(
        res,
        status,
        body,
        body === undefined
          ? undefined
          : `${base}/responses/${status}/content/application~1json/schema`,
      );

    if (route.template.endsWith('/Local.json')) {
      const country = route.params.CountryCode;
      const list = offered
        .filter((n) => n.iso_country === country)
        .filter((n) => !query.AreaCode || n.phone_number.startsWith(`+1${query.AreaCode}`))
        .filter((n) => !query.Contains || n.phone_number.startsWith(query.Contains))
        .map((n) => ({
          friendly_name: n.phone_number,
          phone_number: n.phone_number,
          lata: null,
          locality: n.locality,
          rate_center: null,
          latitude: null,
          longitude: null,
          region: n.region,
          postal_code: null,
          iso_country: n.iso_country,
          address_requirements: 'none',
          beta: false,
          capabilities: { voice: true, sms: true, mms: false, fax: false },
        }));
      const uri = `https://api.twilio.com${url.pathname}${url.search}`;
      return ok(200, {
        available_phone_numbers: list,
        uri,
        first_page_uri: uri,
        next_page_uri: null,
        previous_page_uri: null,
        page: 0,
        page_size: Number(query.PageSize ?? 50),
        start: 0,
        end: list.length,
      });
    }
    if (route.template.endsWith('/IncomingPhoneNumbers.json')) {
      const index = offered.findIndex((n) => n.phone_number === form.PhoneNumber);
      if (index < 0) return twilioError(res, 400, 21422, 'PhoneNumber is not available');
      const [number] = offered.splice(index, 1) as [OfferedNumber];
      const sid = `PN${randomBytes(16).toString('hex')}`;
      owned.set(sid, number.phone_number);
      const now = new Date().toUTCString();
      return ok(201, {
        sid,
        account_sid: accountSid,
        phone_number: number.phone_number,
        friendly_name: number.phone_number,
        status: 'in-use',
        date_created: now,
        date_updated: now,
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${accountSid}/IncomingPhoneNumbers/${sid}.json`,
      });
    }
    const sid = route.params.Sid ?? '';
    if (method === 'delete') {
      if (!owned.delete(sid))
        return twilioError(res, 404, 20404, 'The requested resource was not found');
      return ok(204);
    }
    return twilioError(res, 405, 20004, 'Method not allowed');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (raw += piece));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  class LocalTwilioClient extends RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, base) });
    }
  }

  return {
    base,
    requests,
    violations,
    offered,
    owned,
    failNext(status, body) {
      failure = { status, body: body ?? { code: 20500, message: 'Internal Server Error', status } };
    },
    httpClient: () => new LocalTwilioClient(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
