import type { App, Services } from '../../types.js';

/** A module of the interface's endpoints, registered on /api/ui. */
export type InterfaceRouteModule = (app: App, services: Services, appOrigin: string) => void;
