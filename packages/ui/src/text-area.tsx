import styled from 'styled-components';
import { inputStyles } from './input-styles';

/** A styled <textarea>. */
export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 6rem;
  resize: vertical;
`;
