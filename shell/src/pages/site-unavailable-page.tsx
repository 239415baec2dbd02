import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LOGIN_PATH } from '@voice/contracts/paths';
import type { SiteProblem } from './site-problem';

const Wrap = styled.main`
  max-width: 36rem;
  margin: 6rem auto;
  padding: 0 1rem;
  text-align: center;
`;

const TEXT: Record<SiteProblem, { title: string; body: string }> = {
  unknown: {
    title: 'This site does not exist',
    body: 'There is no service at this address. Please check the link you followed.',
  },
  pending: {
    title: 'This site is not active yet',
    body: 'Its registration is being completed. Please come back once the payment has been confirmed.',
  },
  suspended: {
    title: 'This site is temporarily unavailable',
    body: 'This service has been suspended. If you are its owner, please contact support.',
  },
  'setting-up': {
    title: 'This site is being set up',
    body: 'It opens as soon as its terms and privacy pages are published. Please come back soon.',
  },
};

/** Shown instead of the whole app on a reseller host that does not exist or cannot be used. */
export default function SiteUnavailablePage({ problem }: { problem: SiteProblem }) {
  const { title, body } = TEXT[problem];
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Wrap>
      <h1>{title}</h1>
      <p>{body}</p>
      {problem === 'setting-up' ? (
        <p>
          Running this site? <Link to={LOGIN_PATH}>Sign in</Link> to finish setting it up.
        </p>
      ) : null}
    </Wrap>
  );
}
