import { NavLink } from 'react-router';
import { useSessionActor } from '../../session/SessionProvider';
import { selectSession } from '../../session/sessionSlice';
import { useAppSelector } from '../hooks';
import './NavBar.css';

/** Role-aware navigation (SPEC.md section 2); the session machine re-checks the cookies every 30 s. */
export function NavBar({ open }: { open: boolean }) {
  const session = useAppSelector(selectSession);
  const actor = useSessionActor();
  const signedIn = session.status === 'authenticated';
  return (
    <nav id="main-nav" className="navbar" aria-label="Main" data-open={open}>
      {signedIn ? (
        <>
          <NavLink to="/members">Members</NavLink>
          {session.isAdmin && (
            <>
              <NavLink to="/admin">Admin</NavLink>
              <NavLink to="/create-client">Client</NavLink>
              <NavLink to="/user-activity">User Activity</NavLink>
            </>
          )}
          <span className="navbar-spacer" />
          <button type="button" onClick={() => actor.send({ type: 'signedOut' })}>
            Logout
          </button>
        </>
      ) : (
        <>
          <NavLink to="/register">Register</NavLink>
          <NavLink to="/login">Login</NavLink>
        </>
      )}
    </nav>
  );
}
