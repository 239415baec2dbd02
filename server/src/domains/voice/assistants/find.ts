import { HttpError } from '../../../lib/http-error';

export const ASSISTANT_NOT_FOUND = 'Assistant not found';

/** 404 'Assistant not found': also for another tenant's assistant, whose existence is not revealed. */
export const assistantNotFound = () =>
  new HttpError(404, ASSISTANT_NOT_FOUND, { success: false, message: ASSISTANT_NOT_FOUND });
