import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Badge } from '../../components/ui/Badge';
import { CentreLayout } from '../../components/ui/CentreLayout';
import { renderUi } from './render';

const entries = [
  { key: 'agentAnnouncement', icon: 'MESSAGE' as const, label: 'Announcements' },
  { key: 'agentTeamOverview', icon: 'AGENT' as const, label: 'Team overview' },
  { key: 'agentHourSalary', icon: 'SPEED' as const, label: 'Hourly salary', badge: <Badge count={1} testId="agent-centre-badge-agentHourSalary" /> },
];

describe('CentreLayout', () => {
  it('lists the entries in order under its heading, marks the current one and shows its page', () => {
    renderUi(
      <CentreLayout
        area="agent"
        menuLabel="Agent centre pages"
        heading="Agent centre"
        entries={entries}
        current="agentTeamOverview"
        title="Team overview"
        onSelect={() => {}}
      >
        <p>the page</p>
      </CentreLayout>,
    );
    expect(screen.getByTestId('agent-centre-heading').textContent).toBe('Agent centre');
    const nav = screen.getByRole('navigation', { name: 'Agent centre pages' });
    expect([...nav.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual([
      'agent-centre-agentAnnouncement',
      'agent-centre-agentTeamOverview',
      'agent-centre-agentHourSalary',
    ]);
    expect(screen.getByTestId('agent-centre-agentTeamOverview').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('agent-centre-agentAnnouncement').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('region', { name: 'Team overview' }).textContent).toContain('the page');
    // The waiting offer's badge is read with its entry's name.
    expect(screen.getByTestId('agent-centre-agentHourSalary').textContent).toContain('Hourly salary');
    expect(screen.getByTestId('agent-centre-badge-agentHourSalary')).toBeTruthy();
  });

  it('choosing an entry asks for its page', () => {
    const onSelect = vi.fn();
    renderUi(
      <CentreLayout area="member" menuLabel="Pages" entries={entries} current="agentTeamOverview" title="Team overview" onSelect={onSelect}>
        {null}
      </CentreLayout>,
    );
    fireEvent.click(screen.getByTestId('member-centre-agentAnnouncement'));
    expect(onSelect).toHaveBeenCalledWith('agentAnnouncement');
    expect(screen.queryByTestId('member-centre-heading')).toBeNull();
  });
});
