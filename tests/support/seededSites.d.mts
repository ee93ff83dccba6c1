export interface SeededSite {
  id: string;
  hosts: string[];
  title: string;
  layout: string;
  isMaintenance: boolean;
}
export function seededSites(): SeededSite[];
export function brandHosts(): string[];
