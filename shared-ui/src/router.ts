/**
 * shared-ui/router: the one door to react-router for the shell and every remote (docs/ARCHITECTURE.md).
 * Shared as a singleton in place of the whole react-router package, so that the page loads only
 * the parts the back-office uses and every app still sees one router context (issue 12, first
 * load). Import routing from here, never from 'react-router' itself (lint rule).
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type BlockerFunction,
} from 'react-router';
