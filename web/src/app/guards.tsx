import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths, type Access } from '../config/paths';
import { HR_ROLE, SUPERVISOR_ROLE, useSessionUser } from '../lib/session-store';
import { NotFoundScreen } from './not-found-screen';

/**
 * Spec 2's guards: login-required pages send a visitor with no session to login, guest-only
 * pages send a signed-in user home, and the approve page is for those who decide leave: supervisors,
 * and HR admins, who decide any request of their company (issue 26; others → /leave).
 * The HR console is for HR admins only and the team view for supervisors only; anyone else sees the
 * not-found page, and since the guard decides before its children render, none of their code is
 * even fetched for them.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useSessionUser();
  if (access === 'open') return children;
  if (access === 'guest') return user ? <Navigate to={paths.home.href()} replace /> : children;
  if (!user) return <Navigate to={paths.login.href()} replace />;
  if (access === 'supervisor' && user.roleId !== SUPERVISOR_ROLE && user.roleId !== HR_ROLE)
    return <Navigate to={paths.leave.href()} replace />;
  if (access === 'team' && user.roleId !== SUPERVISOR_ROLE) return <NotFoundScreen />;
  if (access === 'hr' && user.roleId !== HR_ROLE) return <NotFoundScreen />;
  return children;
}
