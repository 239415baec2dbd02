import { CurrentUserReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const userSchemas = {
  me: { response: replies({ 200: CurrentUserReply }, [401]) },
};
