import { contractsMessages } from '@voice/contracts/messages-catalog';
import { addCatalog } from '@voice/ui/core';

/**
 * The contracts' messages (what forms and the server say when something is wrong), added after the first render:
 * nothing shows one before a visitor acts, so neither they nor their loader are part of the first load.
 */
export function addContractsCatalog(): Promise<void> {
  return addCatalog(contractsMessages);
}
