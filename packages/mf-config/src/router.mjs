// The router the apps share, narrowed to the functions they use. The builds serve every
// `import … from 'react-router-dom'` from this module (one federation singleton: one history, one router context
// for the shell and every remote), so the browser downloads only these functions instead of the whole of
// react-router (about 60 KiB gzip: shared modules are not tree-shaken, this module's imports are).
// A name missing here is refused by ESLint in application code (eslint.config.mjs reads this list): add it here.
// eslint-disable-next-line no-restricted-imports -- the one module that imports react-router itself
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
