import { object, string } from 'yup';

/** True for an absolute http(s) address (the server checks where it points to before fetching it). */
function isWebAddress(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const knowledgeUrlFormSchema = object({
  url: string()
    .trim()
    .required("Enter the page's address")
    .test('web-address', 'Enter a full http:// or https:// address', isWebAddress),
});

export const knowledgeTextFormSchema = object({
  question: string().trim().required('Enter the question'),
  answer: string().trim().required('Enter the answer'),
});
