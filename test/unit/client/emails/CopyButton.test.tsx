import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '../../../../src/client/ui/CopyButton';

describe('CopyButton', () => {
  it('copies the value and says so for a moment', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="INV-42" label="invoice number" />);
    await user.click(screen.getByRole('button', { name: 'Copy invoice number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('INV-42');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('invoice number copied');
  });

  it('is disabled with nothing to copy', () => {
    render(<CopyButton value="" label="unit" />);
    expect(screen.getByRole('button', { name: 'Copy unit' })).toBeDisabled();
  });

  it('says when the copy was refused', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<CopyButton value="x" label="payee" />);
    await user.click(screen.getByRole('button', { name: 'Copy payee' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});
