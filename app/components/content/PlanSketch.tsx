/**
 * Home's consultation band's drawing (CtaBand `visual="plan"`) (art/figures.server.tsx, `cta-plan`): the idea on the
 * whiteboard turned into the written estimate that the bands' words promise. It fills the
 * band's right-hand columns on a wide screen and is left out on a phone, where the words
 * and the button are the band. Decorative (its alternative text is the band's own words),
 * and used only by static stretches, so it costs no JavaScript.
 */
import { FIGURE_SIZES, drawnImagePath } from '../../art/images.ts';
import { DrawnImage } from '../ui/DrawnImage.tsx';
import styles from './PlanSketch.module.css';

const [width, height] = FIGURE_SIZES['cta-plan'];
const image = { src: drawnImagePath({ kind: 'figure', name: 'cta-plan' }), width, height, alt: '' };

export function PlanSketch({ className }: { className?: string | undefined }) {
  return <DrawnImage image={image} className={[styles.sketch, className].filter(Boolean).join(' ')} />;
}
