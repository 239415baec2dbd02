// The hero's copy, in the landing's first chunk (landing-content.ts holds the rest, which loads later).

/** The sample conversation shown in the hero ('Hear It'). */
export const SAMPLE_CALL: { speaker: 'caller' | 'assistant'; text: string }[] = [
  {
    speaker: 'assistant',
    text: 'Thanks for calling Bright Smile Dental! How can I help you today?',
  },
  { speaker: 'caller', text: 'Hi, I chipped a tooth. Can I see someone this week?' },
  {
    speaker: 'assistant',
    text: 'I’m sorry to hear that. Dr. Mitchell has an opening Thursday at 10:30 a.m. Shall I book it for you?',
  },
  { speaker: 'caller', text: 'Yes please, that’s perfect.' },
  {
    speaker: 'assistant',
    text: 'Done! I’ve booked Thursday at 10:30 and sent a confirmation text to this number.',
  },
];
