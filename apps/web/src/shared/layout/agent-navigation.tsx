import { QueryProvider } from '../api/query-provider';
import classes from './navigation.module.css';
import { NavigationEntries } from './navigation-entries';

/**
 * The back office's persistent side navigation at 1200 px and wider (under that width the
 * header's menu button opens the same entries). Loaded only once an agent is signed in.
 */
export default function AgentNavigation() {
  return (
    <QueryProvider>
      <aside className={classes.aside} data-testid="agent-navigation">
        <NavigationEntries />
      </aside>
    </QueryProvider>
  );
}
