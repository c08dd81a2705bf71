import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from '../../../../src/client/ui/Banner';
import { BusyButton } from '../../../../src/client/ui/BusyButton';
import { FormField } from '../../../../src/client/ui/FormField';
import { PasswordInput } from '../../../../src/client/ui/PasswordInput';

describe('FormField', () => {
  it('labels its input and ties the hint and error to it', () => {
    render(<FormField label="Email" hint="Your work address." error="Enter your email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Your work address. Enter your email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<FormField label="Username" />);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password, saying which it will do', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('BusyButton', () => {
  it('is disabled and says what it is doing while busy', () => {
    const { rerender } = render(
      <BusyButton busy={false} busyLabel="Saving...">
        Save
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <BusyButton busy busyLabel="Saving...">
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Banner', () => {
  it('announces errors as alerts and the rest as status', () => {
    render(
      <>
        <Banner tone="error" title="Login failed" />
        <Banner tone="info">Connecting to Google...</Banner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to Google...');
  });
});
