import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Nothing } from './section';
import { TitledCard } from '@voice/ui';

const Player = styled.audio`
  display: block;
  width: 100%;
  max-width: 36rem;
  margin-bottom: 0.75rem;
`;

const DownloadLink = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
`;

/** Only web addresses (or this site's paths) are played and linked: never a javascript: or data: URL. */
export function playableUrl(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? url : null;
}

/** The call's recording with a player and a download link, or 'No recording'. */
export function RecordingPlayer({ url: reported }: { url: string | null }) {
  const url = playableUrl(reported);
  const { t } = useLingui();
  return (
    <TitledCard id="call-recording" title={t`Recording`}>
      {url ? (
        <>
          <Player controls preload="none" src={url} aria-label={t`Call recording`}>
            <a href={url}>
              <Trans>Open the recording</Trans>
            </a>
          </Player>
          <DownloadLink href={url} download target="_blank" rel="noopener noreferrer">
            <Trans>Download recording</Trans>
          </DownloadLink>
        </>
      ) : (
        <Nothing>
          <Trans>No recording</Trans>
        </Nothing>
      )}
    </TitledCard>
  );
}
