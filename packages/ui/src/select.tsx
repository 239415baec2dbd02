import styled from 'styled-components';
import { inputStyles } from './input-styles';

/** A styled <select>. */
export const Select = styled.select`
  ${inputStyles}
`;
