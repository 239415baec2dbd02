import {
  KnowledgeBaseReply,
  KnowledgeSourceReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { knowledgeTextSchema, knowledgeUrlSchema } from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../assistants/schemas';

/** {id, sourceId}: the assistant (as the assistants routes read it) and one of its sources. */
const sourceParamsSchema = assistantIdParamsSchema.concat(
  object({
    sourceId: string()
      .trim()
      .required('The source id is required.')
      .max(20, 'The source id is invalid.'),
  }),
);

const uploadForm = documentedOnly({
  type: 'object',
  description:
    'multipart/form-data with one file in `file`: PDF, Word (.docx), text, Markdown or CSV, checked by its bytes (the name must agree); at most 10 MB. The sources per assistant and their total size follow the plan of the assistant owner (403 with its message beyond them).',
  properties: { file: { type: 'string', format: 'binary' } },
});

export const knowledgeSchemas = tagged('Assistants', {
  list: {
    summary: "List an assistant's knowledge sources",
    params: assistantIdParamsSchema,
    response: replies({ 200: KnowledgeBaseReply }, [401, 403, 404, 422]),
  },
  addFile: {
    summary: 'Add a document to the knowledge base',
    consumes: ['multipart/form-data'],
    params: assistantIdParamsSchema,
    body: uploadForm,
    response: replies({ 201: KnowledgeSourceReply }, [400, 401, 403, 404, 422]),
  },
  addUrl: {
    summary: 'Add a web page to the knowledge base',
    params: assistantIdParamsSchema,
    body: knowledgeUrlSchema,
    response: replies({ 201: KnowledgeSourceReply }, [401, 403, 404, 422]),
  },
  addText: {
    summary: 'Add a Q&A entry to the knowledge base',
    params: assistantIdParamsSchema,
    body: knowledgeTextSchema,
    response: replies({ 201: KnowledgeSourceReply }, [401, 403, 404, 422]),
  },
  refresh: {
    summary: 'Fetch a web page of the knowledge base again',
    params: sourceParamsSchema,
    response: replies({ 200: KnowledgeSourceReply }, [401, 403, 404, 422]),
  },
  remove: {
    summary: 'Delete a knowledge source',
    params: sourceParamsSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
});
