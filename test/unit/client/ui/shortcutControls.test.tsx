import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShortcuts, type ShortcutHandlers } from '../../../../src/client/ui/shortcuts/useShortcuts';

function Page({ handlers, onPress }: { handlers: ShortcutHandlers; onPress: () => void }) {
  useShortcuts(handlers);
  return (
    <>
      <label>
        Pick <input type="checkbox" />
      </label>
      <label>
        Name <input type="text" />
      </label>
      <button type="button" onClick={onPress}>
        Press
      </button>
    </>
  );
}

describe('useShortcuts and the controls of a page', () => {
  it('keeps the page’s keys working after a click on a checkbox, where nothing is typed', async () => {
    const j = jest.fn();
    render(<Page handlers={{ j }} onPress={jest.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick' }));
    await userEvent.keyboard('j');
    expect(j).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'j');
    expect(j).toHaveBeenCalledTimes(1);
  });

  it('leaves Space to a focused checkbox or button, and runs its handler elsewhere', async () => {
    const space = jest.fn();
    const press = jest.fn();
    render(<Page handlers={{ ' ': space }} onPress={press} />);
    await userEvent.keyboard(' ');
    expect(space).toHaveBeenCalledTimes(1);

    screen.getByRole('checkbox', { name: 'Pick' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Pick' })).toBeChecked();
    screen.getByRole('button', { name: 'Press' }).focus();
    await userEvent.keyboard(' ');
    expect(press).toHaveBeenCalledTimes(1);
    expect(space).toHaveBeenCalledTimes(1);
  });
});
