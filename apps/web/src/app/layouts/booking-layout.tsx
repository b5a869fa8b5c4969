import { Outlet } from 'react-router';
import { TabBar } from '../../shared/layout/tab-bar';
import classes from '../../shared/shell/shell.module.css';

/** The booking area: the tab bar of the agency's booking types above each booking page. */
export function BookingLayout() {
  return (
    <div className={classes.container} style={{ paddingBlock: 'var(--mantine-spacing-md)' }}>
      <TabBar />
      <Outlet />
    </div>
  );
}
