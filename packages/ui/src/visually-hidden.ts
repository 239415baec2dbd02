import styled, { css } from 'styled-components';

/** The styles of content for screen readers only: out of sight, still read (and still in the layout's flow). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only (e.g. the header of a column of buttons, "(completed)" after a step). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
