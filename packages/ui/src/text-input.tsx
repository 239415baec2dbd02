import styled from 'styled-components';
import { inputStyles } from './input-styles';

/** A styled <input> (text, email, password, number, ...). */
export const TextInput = styled.input`
  ${inputStyles}
`;
