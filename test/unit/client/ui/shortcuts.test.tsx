import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortcutsHelp } from '../../../../src/client/ui/shortcuts/ShortcutsHelp';
import { useShortcuts, type ShortcutHandlers } from '../../../../src/client/ui/shortcuts/useShortcuts';

function Page({ handlers, modal = false }: { handlers: ShortcutHandlers; modal?: boolean }) {
  useShortcuts(handlers);
  return (
    <>
      <label>
        Search <input />
      </label>
      <label>
        Notes <textarea />
      </label>
      <button type="button">Press</button>
      {modal && <div role="dialog" aria-modal="true" />}
    </>
  );
}

describe('useShortcuts', () => {
  it('runs the handler of the key pressed, with shifted keys like ?', async () => {
    const handlers = { j: jest.fn(), '?': jest.fn(), ArrowRight: jest.fn() };
    render(<Page handlers={handlers} />);
    await userEvent.keyboard('j?{ArrowRight}q');
    expect(handlers.j).toHaveBeenCalledTimes(1);
    expect(handlers['?']).toHaveBeenCalledTimes(1);
    expect(handlers.ArrowRight).toHaveBeenCalledTimes(1);
  });

  it('stands back while typing in an input or a textarea', async () => {
    const j = jest.fn();
    render(<Page handlers={{ j }} />);
    await userEvent.type(screen.getByLabelText('Search'), 'j');
    await userEvent.type(screen.getByLabelText('Notes'), 'j');
    expect(j).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Search')).toHaveValue('j');
  });

  it('stands back while a modal is open, and for Ctrl/Meta/Alt combinations', async () => {
    const j = jest.fn();
    const { rerender } = render(<Page handlers={{ j }} modal />);
    await userEvent.keyboard('j');
    rerender(<Page handlers={{ j }} />);
    await userEvent.keyboard('{Control>}j{/Control}{Meta>}j{/Meta}{Alt>}j{/Alt}');
    expect(j).not.toHaveBeenCalled();
  });

  it('leaves Enter to a focused button', async () => {
    const enter = jest.fn();
    render(<Page handlers={{ Enter: enter }} />);
    await userEvent.keyboard('{Enter}');
    expect(enter).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Press' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(enter).toHaveBeenCalledTimes(1);
  });

  it('uses the latest handlers without re-subscribing', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Page handlers={{ j: first }} />);
    rerender(<Page handlers={{ j: second }} />);
    await userEvent.keyboard('j');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('ShortcutsHelp', () => {
  it('lists each shortcut with its keys, and closes with Escape or Close', async () => {
    const onClose = jest.fn();
    render(<ShortcutsHelp open onClose={onClose} shortcuts={[{ keys: ['o', 'Enter'], description: 'Open the item' }]} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('o or EnterOpen the item');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    const { container } = render(<ShortcutsHelp open={false} onClose={jest.fn()} shortcuts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
