// The first requests start at once, before any shared code (issue 27, docs/product.md "First load").
import { startFirstRequests } from 'shared-api/first-requests';

startFirstRequests();
// Async boundary required by Module Federation (docs/ARCHITECTURE.md): shared singletons load first.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
