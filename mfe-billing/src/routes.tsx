import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    {
      path: '/pricing',
      guard: 'public',
      title: 'Pricing',
      load: () => import('./features/pricing/pricing-page'),
    },
  ],
};

export default remote;
