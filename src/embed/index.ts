/**
 * embed.js: the script embedders add beside a course frame (the embed dialog's code includes
 * it). Built on its own, without React or the federation runtime: a few hundred bytes.
 */
import { resizeFrames } from './resizeFrames';

resizeFrames();
