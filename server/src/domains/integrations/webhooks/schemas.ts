import {
  EventDeliveryListReply,
  EventDeliveryQueuedReply,
  SuccessMessageReply,
  WebhookEndpointCreatedReply,
  WebhookEndpointListReply,
  WebhookEndpointReply,
  WebhookEndpointSavedReply,
  WebhookEndpointSecretReply,
} from '@voice/contracts/replies';
import { webhookEndpointSchema } from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { pagingFields } from '../../../lib/paging';
import { replies } from '../../../lib/route-schema';

/** /api/webhook-endpoints/{id} and /api/webhook-deliveries/{id} */
const idParams = object({ id: pathIdField('The id must be an integer.') });

const tags = ['Webhooks'];

export const webhookEndpointSchemas = {
  list: {
    summary: 'List your webhook endpoints',
    tags,
    response: replies({ 200: WebhookEndpointListReply }, [401, 403]),
  },
  create: {
    summary: 'Add a webhook endpoint (its signing secret is returned this once)',
    tags,
    body: webhookEndpointSchema,
    response: replies({ 201: WebhookEndpointCreatedReply }, [401, 403, 422]),
  },
  show: {
    summary: 'Show a webhook endpoint',
    tags,
    params: idParams,
    response: replies({ 200: WebhookEndpointReply }, [401, 403, 404, 422]),
  },
  update: {
    summary: 'Update a webhook endpoint',
    tags,
    params: idParams,
    body: webhookEndpointSchema,
    response: replies({ 200: WebhookEndpointSavedReply }, [401, 403, 404, 422]),
  },
  remove: {
    summary: 'Delete a webhook endpoint and its delivery log',
    tags,
    params: idParams,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
  rollSecret: {
    summary: "Replace a webhook endpoint's signing secret (returned this once)",
    tags,
    params: idParams,
    response: replies({ 200: WebhookEndpointSecretReply }, [401, 403, 404, 422]),
  },
  test: {
    summary: 'Send a sample event to a webhook endpoint',
    tags,
    params: idParams,
    response: replies({ 200: EventDeliveryQueuedReply }, [401, 403, 404, 422]),
  },
  deliveries: {
    summary: "List a webhook endpoint's deliveries, newest first",
    tags,
    params: idParams,
    querystring: object(pagingFields(20)),
    response: replies({ 200: EventDeliveryListReply }, [401, 403, 404, 422]),
  },
  resend: {
    summary: 'Send an event delivery again (same event id)',
    tags,
    params: idParams,
    response: replies({ 200: EventDeliveryQueuedReply }, [401, 403, 404, 422]),
  },
};
