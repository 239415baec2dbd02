import { describe, expect, it } from '@jest/globals';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadOnce, preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  let calls = 0;
  const arrived = new Promise<{ default: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ default: Greeting });
  });
  return {
    load: () => {
      calls += 1;
      return arrived;
    },
    arrive,
    calls: () => calls,
  };
}

describe('preloadable', () => {
  it('suspends until its chunk arrives when it was not preloaded', async () => {
    const chunk = deferredChunk();
    const Part = preloadable(chunk.load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.arrive());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded, and downloads the chunk once', async () => {
    const chunk = deferredChunk();
    const Part = preloadable(chunk.load);
    const ready = Part.preload();
    void Part.preload();
    chunk.arrive();
    await ready;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });

  it('tries the download again after a failure', async () => {
    let attempts = 0;
    const Part = preloadable(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject<{ default: typeof Greeting }>(new Error('ChunkLoadError'))
        : Promise.resolve({ default: Greeting });
    });
    await expect(Part.preload()).rejects.toThrow('ChunkLoadError');
    await Part.preload();
    render(<Part name="Linus" />);
    expect(screen.getByText('Hello Linus')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failure', async () => {
    let calls = 0;
    const load = loadOnce(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(calls);
    });
    await expect(load()).rejects.toThrow('ChunkLoadError');
    await expect(Promise.all([load(), load()])).resolves.toEqual([2, 2]);
    await expect(load()).resolves.toBe(2);
    expect(calls).toBe(2);
  });
});
