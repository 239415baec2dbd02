import { ApiKeysReply, CreatedApiKeyReply, RevokedApiKeyReply } from '@voice/contracts/replies';
import { createApiKeySchema } from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { replies } from '../../../lib/route-schema';

const tags = ['API keys'];

export const apiKeySchemas = {
  list: {
    summary: 'List your API keys',
    tags,
    response: replies({ 200: ApiKeysReply }, [401, 403]),
  },
  create: {
    summary: 'Create an API key (its value is in this reply only)',
    tags,
    body: createApiKeySchema,
    response: replies({ 201: CreatedApiKeyReply }, [401, 403, 422]),
  },
  revoke: {
    summary: 'Revoke one of your API keys',
    tags,
    params: object({ id: pathIdField('The key id must be an integer.') }),
    response: replies({ 200: RevokedApiKeyReply }, [401, 403, 404, 422]),
  },
};
