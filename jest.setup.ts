import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder, which react-router 7 needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
