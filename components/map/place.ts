export interface Place {
  lat: number;
  lng: number;
  title: string;
  detail?: string;
  href?: string;
  /** False: the address is not published, the map shows an area instead of a pin. */
  exact: boolean;
}

export interface MapProps {
  places: Place[];
  tiles: { url: string; attribution: string };
  /** What the map shows, for assistive technology. */
  label: string;
}
