import { describe, expect, it } from '@jest/globals';
import { sharedMap } from '@voice/mf-config';
import { workspaceShares } from './workspace-shares';

describe('workspace shares', () => {
  it('requests every workspace package of the shared map, so that the shell provides each to the remotes', () => {
    const workspace = Object.keys(sharedMap()).filter((name) => name.startsWith('@voice/'));
    expect(Object.keys(workspaceShares).sort()).toEqual(workspace.sort());
  });
});
