import { z } from 'zod';
import { draw, exploit, has, lacks, moveOut, notRoot, place, remove, stage, threat, unrest } from './build.ts';
import { type ActionCard, type ActionType, actionCardSchema, type Cond, type Effect } from './types.ts';

/**
 * One action-card design: `copies` cards share everything but the id ("L03-02" = Labor design 03, copy 2; six characters, specific enough to be a secret).
 * Rule 55: a card is offered only where its first effect does something, so the main effect comes
 * first and `where` says exactly where it applies.
 */
interface Design {
  name: string;
  copies: number;
  where: Cond[];
  effects: Effect[];
  pay: number;
  why: string;
}

/** One design as a table row. */
const design = (name: string, copies: number, pay: number, where: Cond[], effects: Effect[], why: string): Design => ({
  name,
  copies,
  where,
  effects,
  pay,
  why,
});

const LETTER: Record<ActionType, string> = { labor: 'L', biotech: 'B', media: 'M', construction: 'C', security: 'S' };

const deck = (type: ActionType, designs: Design[]): object[] =>
  designs.flatMap((d, i) =>
    Array.from({ length: d.copies }, (_, c) => ({
      id: `${LETTER[type]}${String(i + 1).padStart(2, '0')}-${String(c + 1).padStart(2, '0')}`,
      type,
      name: d.name,
      where: d.where,
      effects: d.effects,
      pay: d.pay,
      designed: true,
      note: `Designed (rule 86): ${d.why}`,
    })),
  );

/**
 * Exploiting targets a district that functions normally (rule 9: stable or in protest, not in outage):
 * a protest district produces and goes on strike, or with Human First takes an outage (rule 15).
 */
const workable: Cond[] = [lacks('outage'), stage('working')];

// biome-ignore format: one row per design
const LABOR = deck('labor', [
  design('Bioroid Workforce', 5, 1, [lacks('android')], [place('android')], 'the basic android placement (Haas-Bioroid contract).'),
  design('Rapid Deployment', 3, 2, [lacks('android')], [place('android'), unrest(1)], 'android placement that pays more but angers the workers.'),
  design('Overtime Mandate', 4, 1, workable, [exploit], 'an extra exploit for the supply (Melange contract).'),
  design('Sweatshop Contract', 3, 3, workable, [exploit, threat(1)], 'dirty exploit: more capital for threat, a Federalist lever.'),
  design('Skeleton Crew', 3, 1, [lacks('android'), ...workable], [place('android'), exploit], 'android and exploit at once: both labor contracts.'),
  design('Retraining Program', 2, 0, [stage('unrest')], [unrest(-1), threat(-1)], 'a cheap calming card that lowers threat.'),
]);

// biome-ignore format: one row per design
const BIOTECH = deck('biotech', [
  design('Gene Therapy Clinic', 5, 2, [has('illness'), notRoot], [remove('illness')], 'the basic cure (Jinteki contract); removing the only illness involved raises no threat (rule 27).'),
  design('Clone Clinic', 4, 1, [has('illness')], [remove('illness'), unrest(-1)], 'cure that also calms the district.'),
  design('Field Trial', 3, 3, [lacks('illness')], [place('illness')], 'illness for capital (+2 threat by rule 26): a Federalist lever.'),
  design('Engineered Outbreak', 2, 4, [lacks('illness'), notRoot], [place('illness'), threat(1)], 'the dirtiest biotech card: illness and threat for the most capital.'),
  design('Vaccine Drive', 3, 1, [has('illness')], [remove('illness', 'path')], 'strong cure along the whole path to The Root (one +2 threat).'),
  design('Calming Pharmaceuticals', 3, 0, [stage('unrest'), lacks('illness')], [unrest(-1), threat(-1)], 'sedatives: lowers unrest and threat, pays nothing.'),
]);

// biome-ignore format: one row per design
const MEDIA = deck('media', [
  design('PR Blitz', 5, 2, [stage('unrest')], [unrest(-1)], 'the basic calming card (NBN contract).'),
  design('Feel-Good Broadcast', 3, 1, [stage('strike')], [unrest(-2)], 'ends a strike outright.'),
  design('Citywide Simulcast', 2, 1, [stage('strike')], [unrest(-1, 'all')], 'strong: every striking district falls a stage.'),
  design('Inflammatory Expose', 2, 4, [lacks('outage'), stage('protest')], [unrest(1), threat(1)], 'dirty: turns a protest into a strike and raises threat, a Federalist lever.'),
  design('Viral Outrage', 3, 2, [lacks('outage'), stage('stable')], [unrest(1)], 'stirs a stable district for capital (work for NBN later).'),
  design('Peace Summit Coverage', 3, 0, [stage('unrest')], [unrest(-1), threat(-1)], 'calming that lowers threat, pays nothing.'),
  design('Sensie Star Endorsement', 2, 1, [stage('protest')], [unrest(-1), draw('media', 1)], 'ends a protest and refills the hand.'),
]);

// biome-ignore format: one row per design
const CONSTRUCTION = deck('construction', [
  design('Arcology Project', 5, 1, [lacks('development')], [place('development')], 'the basic development (Weyland contract).'),
  design('Grid Repair Crew', 4, 2, [has('outage')], [remove('outage')], 'restores production in an outage district.'),
  design('Rushed Construction', 3, 3, [lacks('development')], [place('development'), threat(1)], 'dirty: cutting corners raises threat for capital.'),
  design('Controlled Blackout', 2, 2, [lacks('outage')], [place('outage')], 'places an outage (clears unrest, stops production): a double-edged lever.'),
  design('Infrastructure Overhaul', 3, 1, [has('outage')], [remove('outage'), place('development')], 'repair plus a development.'),
  design('Civic Rebuild', 3, 0, [has('outage')], [remove('outage'), threat(-1)], 'public repair: lowers threat, pays nothing.'),
]);

// biome-ignore format: one row per design
const SECURITY = deck('security', [
  design('Prisec Deployment', 4, 1, [lacks('prisec')], [place('prisec')], 'places Prisec, which pushes enemy units out (rule 18).'),
  design('Anti-Riot Raid', 4, 2, [has('humanFirst'), notRoot], [remove('humanFirst')], 'removes Human First (Globalsec contract).'),
  design('Sting Operation', 4, 2, [has('orgcrime'), notRoot], [remove('orgcrime')], 'removes Orgcrime (Globalsec contract).'),
  design('Disperse the Crowd', 2, 2, [has('humanFirst'), notRoot], [moveOut('humanFirst'), unrest(-1)], 'pushes Human First downstream (towards The Root) and calms the district.'),
  design('Shoot First', 2, 4, [has('humanFirst'), notRoot], [remove('humanFirst'), unrest(1), threat(1)], 'dirty: heavy-handed removal that raises unrest and threat.'),
  design('Neighbourhood Watch', 2, 0, [has('orgcrime'), notRoot], [remove('orgcrime'), threat(-1)], 'community removal that lowers threat, pays nothing.'),
  design('Lockdown Sweep', 2, 1, [has('orgcrime')], [remove('orgcrime', 'path')], 'strong: clears Orgcrime along the whole path to The Root.'),
]);

/** The 100 action cards: 20 per type (rule 86). */
export const ACTION_CARDS: readonly ActionCard[] = z
  .array(actionCardSchema)
  .parse([...LABOR, ...BIOTECH, ...MEDIA, ...CONSTRUCTION, ...SECURITY]);
