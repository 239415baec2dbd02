import { msg } from '@lingui/core/macro';

/** The button's and the dialog's title: 'Call a number' (with the assistant's name for screen readers). */
export const CALL_A_NUMBER_LABEL = msg`Call a number`;
