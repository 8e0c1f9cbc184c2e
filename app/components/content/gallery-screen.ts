/** One screen of a case study's gallery: shared by the gallery grid and the dialog that shows it larger. */
import type { DrawnImage } from '../../art/images.ts';

export interface GalleryScreen {
  title: string;
  caption: string;
  image: DrawnImage;
  /** A desktop screen drawn for a phone, shown below 600 px where the screen has one. */
  narrow?: DrawnImage | undefined;
  /** The device the screen is drawn in: a phone is shown at a capped height, a desktop screen wide. */
  device?: 'phone' | 'desktop';
}
