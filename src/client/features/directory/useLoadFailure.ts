import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { failed, loadFailureResolved } from './messages';

/** A list that cannot load says why in the screen's notification; once it loads, that notification goes. */
export function useLoadFailure(error: unknown, loaded: boolean, title: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (error) dispatch(failed(title, error));
    else if (loaded) dispatch(loadFailureResolved(title));
  }, [error, loaded, title, dispatch]);
}
