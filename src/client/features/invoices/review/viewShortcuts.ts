import type { ShortcutHelpEntry } from '../../../ui/shortcuts/ShortcutsHelp';

export const VIEW_SHORTCUTS: ShortcutHelpEntry[] = [
  { keys: ['x'], description: 'Mark reviewed and open the next unreviewed invoice' },
  { keys: ['j'], description: 'Next invoice in the list' },
  { keys: ['k'], description: 'Previous invoice in the list' },
  { keys: ['e'], description: 'Edit the invoice' },
  { keys: ['Ctrl+S'], description: 'Save the changes (while editing)' },
  { keys: ['Esc'], description: 'Cancel editing, or go back to the list' },
  { keys: ['?'], description: 'Show these shortcuts' },
];
