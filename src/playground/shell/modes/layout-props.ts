/** What the shell tells a mode's layout. */
export interface ModeLayoutProps {
  /** The mode is on screen (a layout kept in the page is hidden while another shows). */
  shown: boolean;
  /** The app's own first frame is painted (a layout may hold its side panes back until then). */
  painted: boolean;
}
