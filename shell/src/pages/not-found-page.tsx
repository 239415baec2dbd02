import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle, useBranding } from '@voice/ui/core';
import { HOME_PATH } from '@voice/contracts/paths';

const Wrap = styled.section`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 1rem;
  text-align: center;
`;

export default function NotFoundPage() {
  const { appName } = useBranding();
  useEffect(() => {
    document.title = pageTitle('Page not found', appName);
  }, [appName]);
  return (
    <Wrap>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to={HOME_PATH}>Go to the home page</Link>
      </p>
    </Wrap>
  );
}
