/**
 * A project on a wall of work (/work, a service page's proof): its hero picture edge to edge
 * (its devices on a flat field of its colour, art/project/hero.tsx, the same picture as its
 * case study's), its name, industry and tagline under it, and one link to its case study
 * ('Explore More') whose target is the whole tile.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Link } from '../ui/Link.tsx';
import type { DrawnImage as DrawnImageData } from '../../art/images.ts';
import { DrawnImage } from '../ui/DrawnImage.tsx';
import { ArrowRight } from '../ui/shell-icons.tsx';
import styles from './ProjectTile.module.css';

export interface ProjectTileData {
  slug: string;
  client: string;
  industry: string;
  tagline: string;
  accent: string;
  /** The project's hero picture (art/project/hero.tsx), shown full bleed. */
  hero: DrawnImageData;
}

interface ProjectTileProps {
  project: ProjectTileData;
  /** Full width on the wall, the name larger. */
  featured?: boolean;
  /** In the first screenful. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

/** How wide a tile's picture is shown (ProjectTile.module.css): the wall is one column below 48rem, two above. */
const FEATURED_SIZES = '(max-width: 84rem) 93vw, 1280px';
const TILE_SIZES = '(max-width: 47.99rem) 93vw, (max-width: 84rem) 45vw, 628px';

export function ProjectTile({ project, featured = false, eager = false, headingLevel = 2 }: ProjectTileProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li
      className={`${styles.project} ${featured ? styles.featured : ''}`}
      style={{ '--accent': project.accent } as CSSProperties}
      data-project={project.slug}
    >
      <div className={styles.art}>
        <DrawnImage
          image={project.hero}
          loading={eager ? 'eager' : 'lazy'}
          sizes={featured ? FEATURED_SIZES : TILE_SIZES}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.client}>{project.client}</Heading>
        <p className={styles.industry}>{project.industry}</p>
        <p className={styles.tagline}>{project.tagline}</p>
        <Link className={styles.more} to={`/work/${project.slug}`}>
          Explore More<span className="sr-only">: {project.client} case study</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

/** A wall of project tiles: two-up from tablet width, a featured tile across both columns. */
export function ProjectWall({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={styles.wall} data-testid={testId}>
      {children}
    </ul>
  );
}
