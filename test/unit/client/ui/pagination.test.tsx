import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../../../../src/client/ui/Pagination';

describe('Pagination', () => {
  it('says "Page X of Y" between Previous and Next', async () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    render(<Pagination page={2} totalPages={5} onPrevious={onPrevious} onNext={onNext} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('PreviousPage 2 of 5Next');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPrevious={jest.fn()} onNext={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} totalPages={3} onPrevious={jest.fn()} onNext={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it.each([1, 0])('is hidden with %p pages', (totalPages) => {
    const { container } = render(<Pagination page={1} totalPages={totalPages} onPrevious={jest.fn()} onNext={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a name for screens with several lists', () => {
    render(<Pagination page={1} totalPages={2} onPrevious={jest.fn()} onNext={jest.fn()} label="Invoice pages" />);
    expect(screen.getByRole('navigation', { name: 'Invoice pages' })).toBeInTheDocument();
  });
});
