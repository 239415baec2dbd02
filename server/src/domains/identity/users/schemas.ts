import { json, replies } from '../../../lib/route-schema';

/** The User of the API (spec 000 §3; users/presenter.ts). */
export const userReply = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  role: json.string,
  phone: json.nullableString,
  company: json.nullableString,
  bio: json.nullableString,
  profile_picture: json.nullableString,
  reseller_name: json.nullableString,
});

export const userSchemas = {
  me: {
    response: replies({ 200: json.object({ success: json.boolean, data: userReply }) }, [401]),
  },
};
