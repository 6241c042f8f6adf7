// Async boundary required by Module Federation (docs/ARCHITECTURE.md): shared singletons load first.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
