import type { ShortcutHelpEntry } from '../../ui/shortcuts/ShortcutsHelp';

export const MEMBER_SHORTCUTS: ShortcutHelpEntry[] = [
  { keys: ['j'], description: 'Next item' },
  { keys: ['k'], description: 'Previous item' },
  { keys: ['x'], description: 'Mark the item reviewed or unreviewed, and go on to the next' },
  { keys: ['u'], description: 'Undo the last mark' },
  { keys: ['o', 'Enter'], description: 'Open the invoice, expand the task or report' },
  { keys: ['Space'], description: 'Select the row, in the table (shift-click a checkbox to select a range)' },
  { keys: ['/'], description: 'Search' },
  { keys: ['→', ']'], description: 'Next page (the table loads more as it scrolls)' },
  { keys: ['←', '['], description: 'Previous page' },
  { keys: ['?'], description: 'Show these shortcuts' },
  { keys: ['Esc'], description: 'Close a dialog, leave the search box' },
];
