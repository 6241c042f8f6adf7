// Async boundary required by Module Federation (DESIGN.md): shared singletons load first.
import('./bootstrap');
