import { describe, expect, it } from '@jest/globals';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { axios } from '@voice/api-client';
import { loadErrorMessage } from './load-error';
import { saveFailure } from './save-error';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** A failed call answered with `status` and `data`, as axios rejects it. */
function replied(status: number, data: unknown = {}) {
  return new axios.AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
    },
  );
}

const network = () => new axios.AxiosError('Network Error', 'ERR_NETWORK', config, {});

describe('loading an assistant (spec 001 §8)', () => {
  it.each([
    [401, 'Please log in to access this assistant.'],
    [403, 'You do not have permission to access this assistant.'],
    [404, 'Assistant not found. Please check the URL and try again.'],
    [500, 'Server error occurred. Please try again later.'],
  ])('status %i', (status, text) => {
    expect(loadErrorMessage(replied(status, { message: 'ignored' }))).toBe(text);
  });

  it('other statuses: the server message, else the status', () => {
    expect(loadErrorMessage(replied(429, { message: 'Too many requests' }))).toBe(
      'Too many requests',
    );
    expect(loadErrorMessage(replied(502))).toBe(
      'Failed to load assistant (Status: 502). Please try again.',
    );
  });

  it('no response, and anything else', () => {
    expect(loadErrorMessage(network())).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(loadErrorMessage(new Error('boom'))).toBe(
      'Failed to load assistant. Please check your connection and try again.',
    );
  });
});

describe('saving an assistant (spec 001 §8)', () => {
  it('400/422 map field errors, several messages of one field joined with a comma', () => {
    const failure = saveFailure(
      replied(422, {
        message: 'The given data was invalid.',
        errors: {
          'model.messages[0].content': ['System Prompt is required'],
          'voice.speed': ['Too slow', 'Not a step of 0.1'],
          'metadata.company_name': ['Taken'],
        },
      }),
    );
    expect(failure).toEqual({
      message: null,
      fields: {
        'model.messages.0.content': 'System Prompt is required',
        'voice.speed': 'Too slow, Not a step of 0.1',
        'metadata.company_name': 'Taken',
      },
    });
    expect(saveFailure(replied(400, { errors: { name: ['Bad name'] } })).fields).toEqual({
      name: 'Bad name',
    });
  });

  it('400/422 without field errors: the server message, else the default', () => {
    expect(saveFailure(replied(422, { message: 'Vapi refused the voice' })).message).toBe(
      'Vapi refused the voice',
    );
    expect(saveFailure(replied(400)).message).toBe(
      'Invalid data provided. Please check your inputs and try again.',
    );
  });

  it.each([
    [401, 'whatever', 'You are not authorized to update this assistant. Please log in again.'],
    [
      403,
      'You need an active subscription to create assistants',
      'You need an active subscription to create assistants. Please subscribe to a plan to get started.',
    ],
    [
      403,
      'You have reached your assistant limit (3)',
      'You have reached your assistant limit for your current subscription plan. Please upgrade your plan to create more assistants.',
    ],
    [403, 'Forbidden', 'You do not have permission to update this assistant.'],
    [404, 'No such row', 'Assistant not found. Please check the URL and try again.'],
    [500, 'Stack trace', 'Server error occurred. Please try again later.'],
    [409, 'The number was just taken', 'The number was just taken'],
  ])('status %i (%s)', (status, serverText, text) => {
    expect(saveFailure(replied(status, { message: serverText }))).toEqual({
      message: text,
      fields: {},
    });
  });

  it('other statuses without a message, network failures and anything else', () => {
    expect(saveFailure(replied(502)).message).toBe(
      'Failed to update assistant (Status: 502). Please try again.',
    );
    expect(saveFailure(network()).message).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(saveFailure(new TypeError('x is undefined')).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
