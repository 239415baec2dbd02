import { CurrentUserReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

export const userSchemas = tagged('Profile', {
  me: { summary: 'Show the signed-in user', response: replies({ 200: CurrentUserReply }, [401]) },
});
