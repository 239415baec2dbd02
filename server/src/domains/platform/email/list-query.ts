import { object } from 'yup';
import { pagingFields } from '../../../lib/paging';

/** ?page=&per_page= of admin lists (outbox, contacts): 15 a page by default, 100 at most. */
export const pageQuerySchema = object(pagingFields(15));
