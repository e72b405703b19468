'use client';

import { createContext, useContext } from 'react';
import type { CustomerService } from '@/lib/bff/generated';

/** What the centre's pages take from the brand's bootstrap: its customer-service links and chat colour. */
export interface CentreServices {
  customerService: readonly CustomerService[];
  chatHeaderColor: string;
}

const CentreServicesContext = createContext<CentreServices>({ customerService: [], chatHeaderColor: '' });

export const CentreServicesProvider = CentreServicesContext.Provider;

export function useCentreServices(): CentreServices {
  return useContext(CentreServicesContext);
}
